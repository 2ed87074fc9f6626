import { keepPreviousData } from '@tanstack/react-query';
import type { PlanKey } from '@contract/catalogues/plans';
import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from '@/lib/query-keys';

/** How many talents the assign dialog lists at once; a search narrows the rest. */
export const TALENTS_SHOWN = 20;

/**
 * Admin: hired applicants who are not placed (GET /staffing/talents), optionally searched: those
 * hired for a job of `plan`'s role first (marked `matchesRole`), then most recently hired first.
 */
export function useAssignableTalents(q: string, plan: PlanKey) {
  const query = { page: 1, pageSize: TALENTS_SHOWN, plan, ...(q ? { q } : {}) };
  return tsr.placements.listAssignableTalents.useQuery({
    queryKey: placementsKeys.talents(query),
    queryData: { query, auth: 'required' },
    select: ({ body }) => body,
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
