import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { timesheetsKeys } from './timesheets-keys';

/**
 * Admin: POST /admin/timesheets/{id}/settle with a reason (and the hours that stand). Settled or
 * refused (another admin settled it, or the talent resubmitted first), the list and the admin
 * home's counts are fetched again, so the screen shows what is so.
 */
export function useSettleTimesheet() {
  const queryClient = useQueryClient();
  return tsr.adminTimesheets.settleTimesheet.useMutation({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetsKeys.adminLists() }),
        queryClient.invalidateQueries({ queryKey: inboxKeys.overview() }),
      ]),
  });
}
