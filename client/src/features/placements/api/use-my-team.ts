import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from '@/lib/query-keys';

/** Customer: GET /team, each of the caller's subscriptions with its seats (filled or open) and past placements. */
export function useMyTeam() {
  return tsr.placements.myTeam.useQuery({
    queryKey: placementsKeys.team(),
    queryData: { auth: 'required' },
    select: ({ body }) => body,
    retry: retryNetworkFailureOnce,
  });
}
