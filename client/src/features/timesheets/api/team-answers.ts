import type { Timesheet } from '@contract/timesheets';
import { tsr } from '@/lib/api-client';
import { changeListRows } from '@/ui/list-kit/use-list-query';
import { timesheetsKeys } from './timesheets-keys';

/**
 * What a customer's answer to a week does to the team's weeks: the answered week shown at once in
 * every cached page, then every page fetched again; after a refusal (409: answered first
 * elsewhere) only the refetch, so the list shows what is so.
 */
export function useTeamAnswerUpdates() {
  const queryClient = tsr.useQueryClient();
  const refetch = () => queryClient.invalidateQueries({ queryKey: timesheetsKeys.teamLists });
  const showAnswered = (timesheet: Timesheet) => {
    queryClient.timesheets.teamTimesheets.setQueriesData({ queryKey: timesheetsKeys.teamLists }, (answer) =>
      changeListRows(answer, 'rows', (row) => (row._id === timesheet._id ? timesheet : row)),
    );
    return refetch();
  };
  return { onSuccess: ({ body }: { body: { timesheet: Timesheet } }) => showAnswered(body.timesheet), onError: refetch };
}
