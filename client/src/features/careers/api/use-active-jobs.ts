import { isErrorResponse, tsr } from '@/lib/api-client';
import { jobsKeys } from '@/lib/query-keys';

/** GET /jobs/active: the job board's list (active jobs only, newest first). */
export function useActiveJobs() {
  return tsr.jobs.listActiveJobs.useQuery({ queryKey: jobsKeys.active() });
}

/** The spec's list error text (shown after 'Error: '): the status of a non-OK answer, else the failure's own message. */
export function jobsLoadErrorText(error: unknown): string {
  if (isErrorResponse(error)) return `HTTP error! status: ${error.status}`;
  if (error instanceof Error && error.message) return error.message;
  return 'Failed to fetch jobs.';
}
