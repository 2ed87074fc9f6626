import { tsr } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';

/**
 * After an assignment, an ending or a replacement, and after one refused (another admin filled the
 * seat or placed the talent first): the Staffing list, the talents still free, the admin home's
 * "Replacement requests (N)" and its seat charts are fetched again, so the screen shows what is so.
 */
export function useRefetchAfterStaffingChange() {
  const queryClient = tsr.useQueryClient();
  return () => invalidateKeys(queryClient, staleAfter.staffingChange);
}
