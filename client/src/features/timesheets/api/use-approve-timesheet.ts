import { tsr } from '@/lib/api-client';
import { useTeamAnswerUpdates } from './team-answers';

/** Customer: POST /team/timesheets/{id}/approve; a 409 (answered already) fetches the weeks again. */
export function useApproveTimesheet() {
  return tsr.timesheets.approveTimesheet.useMutation(useTeamAnswerUpdates());
}
