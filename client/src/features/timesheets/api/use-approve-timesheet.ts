import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { refetchTeamWeeks, showAnsweredWeek } from './team-answers';

/** Customer: POST /team/timesheets/{id}/approve; a 409 (answered already) fetches the weeks again. */
export function useApproveTimesheet() {
  const queryClient = useQueryClient();
  return tsr.timesheets.approveTimesheet.useMutation({
    onSuccess: ({ body }) => showAnsweredWeek(queryClient, body.timesheet),
    onError: () => refetchTeamWeeks(queryClient),
  });
}
