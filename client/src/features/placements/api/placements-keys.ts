import { queryRoots, sharedKeys } from '@/lib/query-keys';

/**
 * The placements' query keys, under the placements' root: an assignment, an ending or a
 * replacement makes all of them stale (lib/query-keys.ts, `staleAfter.staffingChange`).
 */
export const placementsKeys = {
  staffingList: (params: object) => [...queryRoots.placements, 'staffing', params] as const,
  talents: (params: object) => [...queryRoots.placements, 'talents', params] as const,
  team: sharedKeys.team,
  staffingSubscription: sharedKeys.staffingSubscription,
  /** A placed talent's account as admins see it: not a placement, so a staffing change leaves it be. */
  talentAccount: (applicantId: string) => ['staffing', 'talents', applicantId, 'account'] as const,
};
