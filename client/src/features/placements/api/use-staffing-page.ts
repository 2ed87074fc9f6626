import { subscriptionStandingKeys, type StaffingRow, type StaffingSort } from '@contract/placements';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage, type ListPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { placementsKeys } from './placements-keys';

export type StaffingFilters = {
  /** 'open': subscriptions with an open seat, 'full': every seat filled, '': all. */
  seats: string;
  /** 'true': only subscriptions with a pending replacement request (the admin home's link). */
  replacementRequested: string;
  /** 'active' or 'past_due', as the admin home counts them; '': both. */
  standing: string;
};
export type StaffingPage = ListPage<StaffingRow>;
type StaffingParams = ListParams<StaffingSort> & StaffingFilters;

/** Admin: one page of the Staffing list (GET /staffing), unfilled seats first unless sorted otherwise. */
export function staffingPageQuery(params: StaffingParams) {
  const seats = knownFilter(['open', 'full'] as const, params.seats);
  const standing = knownFilter(subscriptionStandingKeys, params.standing);
  const filters = {
    sort: params.sort,
    ...(params.q ? { q: params.q } : {}),
    ...(seats ? { seats } : {}),
    ...(params.replacementRequested === 'true' ? { replacementRequested: 'true' as const } : {}),
    ...(standing ? { standing } : {}),
  };
  return { queryKey: placementsKeys.staffingList(params), queryData: pageRequest(params, filters), ...listQueryOptions } satisfies ReadOptions<
    typeof tsr.placements.listStaffing
  >;
}

export function useStaffingPage(params: StaffingParams) {
  return tsr.placements.listStaffing.useQuery({ ...staffingPageQuery(params), select: selectPage('rows') });
}
