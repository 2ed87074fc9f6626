import { keepPreviousData } from '@tanstack/react-query';
import type { PlanKey } from '@contract/catalogues/plans';
import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { placementsKeys } from './placements-keys';

/** How many talents the assign dialog lists at once; a search narrows the rest. */
export const TALENTS_SHOWN = 20;

/**
 * Admin: hired applicants who are not placed (GET /staffing/talents), optionally searched: those
 * hired for a job of `plan`'s role first (marked `matchesRole`), then most recently hired first.
 */
export function assignableTalentsQuery(q: string, plan: PlanKey) {
  const query = { page: 1, pageSize: TALENTS_SHOWN, plan, ...(q ? { q } : {}) };
  return {
    queryKey: placementsKeys.talents(query),
    queryData: { query, auth: 'required' },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  } satisfies ReadOptions<typeof tsr.placements.listAssignableTalents>;
}

export function useAssignableTalents(q: string, plan: PlanKey) {
  return tsr.placements.listAssignableTalents.useQuery({ ...assignableTalentsQuery(q, plan), select: selectBody });
}
