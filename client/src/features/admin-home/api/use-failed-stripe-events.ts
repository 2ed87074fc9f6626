import { tsr, type ReadOptions } from '@/lib/api-client';
import { inboxReadOptions } from '@/ui/inbox/inbox-query';
import { adminHomeKeys } from './admin-home-keys';

/** GET /admin/stripe-events/failed: Stripe events whose sync failed every try. */
export const failedStripeEventsQuery = () =>
  ({ queryKey: adminHomeKeys.failedStripeEvents, queryData: { auth: 'required' }, ...inboxReadOptions }) satisfies ReadOptions<typeof tsr.billing.failedStripeEvents>;

export function useFailedStripeEvents() {
  return tsr.billing.failedStripeEvents.useQuery({ ...failedStripeEventsQuery(), select: (answer) => answer.body.events });
}

/** POST /admin/stripe-events/{id}/retry; the list is fetched again after it. */
export function useRetryStripeEvent() {
  const queryClient = tsr.useQueryClient();
  return tsr.billing.retryStripeEvent.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminHomeKeys.failedStripeEvents }),
  });
}

/** POST /admin/stripe-events/{id}/dismiss: off the list without being applied; the list is fetched again after it. */
export function useDismissStripeEvent() {
  const queryClient = tsr.useQueryClient();
  return tsr.billing.dismissStripeEvent.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminHomeKeys.failedStripeEvents }),
  });
}
