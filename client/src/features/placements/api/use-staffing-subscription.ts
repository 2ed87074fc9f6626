import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from './placements-keys';

/** Admin: one subscription's seats with its active and ended placements (GET /staffing/subscriptions/{id}). */
export const staffingSubscriptionQuery = (subscriptionId: string) =>
  ({
    // Under the placements' key, so an assignment or an ending fetches it again.
    queryKey: placementsKeys.staffingSubscription(subscriptionId),
    queryData: { params: { id: subscriptionId }, auth: 'required' },
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.placements.getStaffingSubscription>;

export function useStaffingSubscription(subscriptionId: string) {
  return tsr.placements.getStaffingSubscription.useQuery({ ...staffingSubscriptionQuery(subscriptionId), select: selectBody });
}
