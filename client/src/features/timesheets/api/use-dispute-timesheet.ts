import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { refetchTeamWeeks, showAnsweredWeek } from './team-answers';

/** Customer: POST /team/timesheets/{id}/dispute with a reason; the week goes back to the talent. */
export function useDisputeTimesheet() {
  const queryClient = useQueryClient();
  return tsr.timesheets.disputeTimesheet.useMutation({
    onSuccess: ({ body }) => showAnsweredWeek(queryClient, body.timesheet),
    onError: () => refetchTeamWeeks(queryClient),
  });
}
