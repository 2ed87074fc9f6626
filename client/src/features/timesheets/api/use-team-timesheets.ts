import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions } from '@/ui/list-kit/use-list-query';
import { timesheetsKeys } from './timesheets-keys';

export type TeamTimesheetsParams = { page: number; pageSize: number };

/** Customer: GET /team/timesheets, one page of the team's weeks, those waiting for an answer first. */
export const teamTimesheetsQuery = (params: TeamTimesheetsParams) =>
  ({ queryKey: timesheetsKeys.teamList(params), queryData: { query: params, auth: 'required' }, ...listQueryOptions }) satisfies ReadOptions<
    typeof tsr.timesheets.teamTimesheets
  >;

export function useTeamTimesheets(params: TeamTimesheetsParams) {
  return tsr.timesheets.teamTimesheets.useQuery({ ...teamTimesheetsQuery(params), select: selectBody });
}
