import { timesheetStatuses, type Timesheet, type TimesheetSort } from '@contract/timesheets';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage, type ListPage } from '@/ui/list-kit/use-list-query';
import { knownFilter, type ListParams } from '@/ui/list-kit/use-list-state';
import { timesheetsKeys } from './timesheets-keys';

/** The filters kept in the address ('' is all); `customerId` and `talentId` come from a row's links. */
export const adminTimesheetFilters = ['status', 'attention', 'week', 'customerId', 'talentId'] as const;
export type AdminTimesheetsParams = ListParams<TimesheetSort, (typeof adminTimesheetFilters)[number]>;
export type AdminTimesheetsPage = ListPage<Timesheet>;

/** The contract's `attention` values: weeks disputed, or submitted and past their approve-by time. */
const attentionKinds = ['overdue', 'disputed'] as const;
const mondayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the server knows, from the address: an unknown status or a malformed week is left out (all). */
export function filterQuery(params: AdminTimesheetsParams) {
  const status = knownFilter(timesheetStatuses, params.status);
  const attention = knownFilter(attentionKinds, params.attention);
  return {
    ...(params.q ? { q: params.q } : {}),
    ...(status ? { status } : {}),
    ...(attention ? { attention } : {}),
    ...(mondayPattern.test(params.week) ? { week: params.week } : {}),
    ...(params.customerId ? { customerId: params.customerId } : {}),
    ...(params.talentId ? { talentId: params.talentId } : {}),
  };
}

/** Admin: one page of the Timesheets list (GET /admin/timesheets), newest weeks first unless sorted otherwise. */
export const adminTimesheetsPageQuery = (params: AdminTimesheetsParams) =>
  ({
    queryKey: timesheetsKeys.adminList(params),
    queryData: pageRequest(params, { sort: params.sort, ...filterQuery(params) }),
    ...listQueryOptions,
  }) satisfies ReadOptions<typeof tsr.adminTimesheets.adminTimesheets>;

export function useAdminTimesheetsPage(params: AdminTimesheetsParams) {
  return tsr.adminTimesheets.adminTimesheets.useQuery({ ...adminTimesheetsPageQuery(params), select: selectPage('rows') });
}
