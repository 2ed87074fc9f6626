import type { QueryClient } from '@tanstack/react-query';
import type { Timesheet } from '@contract/timesheets';
import { changeListRows } from '@/ui/list-kit/use-list-query';
import { timesheetsKeys } from './timesheets-keys';

type TeamAnswer = {
  body: { rows: Timesheet[]; total: number; awaitingReview: number };
};

/** The answered week shown at once in every cached page of the team's weeks, then every page fetched again. */
export function showAnsweredWeek(queryClient: QueryClient, timesheet: Timesheet) {
  queryClient.setQueriesData<TeamAnswer>({ queryKey: timesheetsKeys.teamLists() }, (answer) =>
    changeListRows(answer, 'rows', (row) => (row._id === timesheet._id ? timesheet : row)),
  );
  return refetchTeamWeeks(queryClient);
}

/** After an answer, or one refused (409: answered first elsewhere), the list shows what is so. */
export function refetchTeamWeeks(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    queryKey: timesheetsKeys.teamLists(),
  });
}
