import { subscriptionStandingKeys, type StaffingRow, type StaffingSort } from '@contract/placements';
import { tsr } from '@/lib/api-client';
import { placementsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions, type ListPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';

export type StaffingFilters = {
  /** 'open': subscriptions with an open seat, 'full': every seat filled, '': all. */
  seats: string;
  /** 'true': only subscriptions with a pending replacement request (the admin home's link). */
  replacementRequested: string;
  /** 'active' or 'past_due', as the admin home counts them; '': both. */
  standing: string;
};
export type StaffingPage = ListPage<StaffingRow>;

/** Admin: one page of the Staffing list (GET /staffing), unfilled seats first unless sorted otherwise. */
export function useStaffingPage(params: ListParams<StaffingSort> & StaffingFilters) {
  const seats = knownFilter(['open', 'full'] as const, params.seats);
  const standing = knownFilter(subscriptionStandingKeys, params.standing);
  const query = {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    ...(params.q ? { q: params.q } : {}),
    ...(seats ? { seats } : {}),
    ...(params.replacementRequested === 'true' ? { replacementRequested: 'true' as const } : {}),
    ...(standing ? { standing } : {}),
  };
  return tsr.placements.listStaffing.useQuery({
    queryKey: placementsKeys.staffingList(params),
    queryData: { query, auth: 'required' },
    select: ({ body }): StaffingPage => listPageOf(body.rows, body.total),
    ...listQueryOptions,
  });
}
