import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from './placements-keys';

/** Customer: GET /team, each of the caller's subscriptions with its seats (filled or open) and past placements. */
export const myTeamQuery = () =>
  ({ queryKey: placementsKeys.team, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.placements.myTeam>;

export function useMyTeam() {
  return tsr.placements.myTeam.useQuery({ ...myTeamQuery(), select: selectBody });
}
