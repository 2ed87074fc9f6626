import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

const failedEventsKey = () => [...inboxKeys.all, 'failed-stripe-events'] as const;

/** GET /admin/stripe-events/failed: Stripe events whose sync failed every try. */
export function useFailedStripeEvents() {
  return tsr.billing.failedStripeEvents.useQuery({
    queryKey: failedEventsKey(),
    queryData: { auth: 'required' },
    select: (answer) => answer.body.events,
    refetchInterval: INBOX_REFRESH_MS,
    retry: retryNetworkFailureOnce,
  });
}

/** POST /admin/stripe-events/{id}/retry; the list is fetched again after it. */
export function useRetryStripeEvent() {
  const queryClient = useQueryClient();
  return tsr.billing.retryStripeEvent.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: failedEventsKey() }),
  });
}
