import { tsr } from '@/lib/api-client';
import { useTeamAnswerUpdates } from './team-answers';

/** Customer: POST /team/timesheets/{id}/dispute with a reason; the week goes back to the talent. */
export function useDisputeTimesheet() {
  return tsr.timesheets.disputeTimesheet.useMutation(useTeamAnswerUpdates());
}
