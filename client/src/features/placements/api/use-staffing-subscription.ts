import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from '@/lib/query-keys';

/** Admin: one subscription's seats with its active and ended placements (GET /staffing/subscriptions/{id}). */
export function useStaffingSubscription(subscriptionId: string) {
  return tsr.placements.getStaffingSubscription.useQuery({
    // Under the placements' key, so an assignment or an ending fetches it again.
    queryKey: placementsKeys.staffingSubscription(subscriptionId),
    queryData: { params: { id: subscriptionId }, auth: 'required' },
    select: ({ body }) => body,
    retry: retryNetworkFailureOnce,
  });
}
