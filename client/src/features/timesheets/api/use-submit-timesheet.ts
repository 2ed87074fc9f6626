import { tsr } from '@/lib/api-client';
import { timesheetsKeys } from './timesheets-keys';

/**
 * Talent: PUT /my-work/timesheets/{weekStart}, the first submit (201) or a change (200). My work is
 * fetched again after an answer or a refusal (a 409: the customer approved the week meanwhile).
 */
export function useSubmitTimesheet() {
  const queryClient = tsr.useQueryClient();
  return tsr.timesheets.submitTimesheet.useMutation({
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetsKeys.myWork }),
  });
}
