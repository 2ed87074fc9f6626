import { tsr } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';
import { timesheetsKeys } from './timesheets-keys';

/**
 * Admin: POST /admin/timesheets/{id}/settle with a reason (and the hours that stand). Settled or
 * refused (another admin settled it, or the talent resubmitted first), the list and the admin
 * home's counts are fetched again, so the screen shows what is so.
 */
export function useSettleTimesheet() {
  const queryClient = tsr.useQueryClient();
  return tsr.adminTimesheets.settleTimesheet.useMutation({
    onSettled: () => invalidateKeys(queryClient, [timesheetsKeys.adminLists, ...staleAfter.adminCountsChange]),
  });
}
