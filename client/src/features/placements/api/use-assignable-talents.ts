import { keepPreviousData } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from '@/lib/query-keys';

/** How many talents the assign dialog lists at once; a search narrows the rest. */
export const TALENTS_SHOWN = 20;

/** Admin: hired applicants who are not placed, most recently hired first (GET /staffing/talents), optionally searched. */
export function useAssignableTalents(q: string) {
  const query = { page: 1, pageSize: TALENTS_SHOWN, ...(q ? { q } : {}) };
  return tsr.placements.listAssignableTalents.useQuery({
    queryKey: placementsKeys.talents(query),
    queryData: { query, auth: 'required' },
    select: ({ body }) => body,
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
