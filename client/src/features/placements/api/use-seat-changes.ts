import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from './placements-keys';

/**
 * Admin: a subscription's seat changes, newest first (GET /staffing/subscriptions/{id}/seat-changes,
 * billing's route, read through the shared contract), for its history on Staffing. Under the
 * subscription's key, so whatever fetches its placements again fetches these too.
 */
export const seatChangesQuery = (subscriptionId: string) =>
  ({
    queryKey: [...placementsKeys.staffingSubscription(subscriptionId), 'seat-changes'],
    queryData: { params: { id: subscriptionId }, auth: 'required' },
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.teamBilling.seatChanges>;

export function useSeatChanges(subscriptionId: string) {
  return tsr.teamBilling.seatChanges.useQuery({ ...seatChangesQuery(subscriptionId), select: selectBody });
}
