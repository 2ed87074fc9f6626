import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { timesheetsKeys } from './timesheets-keys';

/** Talent: GET /my-work, the current placement, this week and the weeks before. */
export const myWorkQuery = () =>
  ({ queryKey: timesheetsKeys.myWork, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.timesheets.myWork>;

export function useMyWork() {
  return tsr.timesheets.myWork.useQuery({ ...myWorkQuery(), select: selectBody });
}
