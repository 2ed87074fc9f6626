import { useQuery } from '@tanstack/react-query';
import { failedStatusOf, failureMessage } from '@/lib/api-errors';
import { lazyApiQuery } from '@/lib/lazy-api';
import { jobsKeys } from '@/lib/query-keys';

/**
 * GET /jobs/active: the job board's list (active jobs only, newest first). A server-rendered board
 * arrives with this list, so the API client loads only when the board is fetched again.
 */
export function useActiveJobs() {
  return useQuery({
    queryKey: jobsKeys.active(),
    queryFn: lazyApiQuery((tsr, signal) => tsr.jobs.listActiveJobs.query({ fetchOptions: { signal } })),
  });
}

/** The spec's list error text (shown after 'Error: '): the status of a non-OK answer, else the failure's own message. */
export function jobsLoadErrorText(error: unknown): string {
  const status = failedStatusOf(error);
  if (status !== undefined) return `HTTP error! status: ${status}`;
  return failureMessage(error, 'Failed to fetch jobs.');
}
