import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { timesheetsKeys } from './timesheets-keys';

/** Talent: GET /my-work, the current placement, this week and the weeks before. */
export function useMyWork() {
  return tsr.timesheets.myWork.useQuery({
    queryKey: timesheetsKeys.myWork(),
    queryData: { auth: 'required' },
    select: ({ body }) => body,
    retry: retryNetworkFailureOnce,
  });
}
