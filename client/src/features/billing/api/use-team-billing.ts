import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { billingKeys } from './billing-keys';

/**
 * Customer: Your team's billing (GET /team/billing), per subscription: seats now and from the
 * next renewal, an added seat waiting for its payment, seats leaving at the period's end, and the
 * extra hours waiting for the next invoice.
 */
export const teamBillingQuery = () =>
  ({ queryKey: billingKeys.teamBilling, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.teamBilling.teamBilling>;

export function useTeamBilling() {
  return tsr.teamBilling.teamBilling.useQuery({ ...teamBillingQuery(), select: selectBody });
}

/** One subscription's part of Your team's billing (null: not listed, such as one that has ended with nothing waiting). */
export function useTeamBillingOf(subscriptionId: string) {
  return tsr.teamBilling.teamBilling.useQuery({
    ...teamBillingQuery(),
    select: ({ body }) => body.subscriptions.find((subscription) => subscription.subscriptionId === subscriptionId) ?? null,
  });
}
