import { queryOptions, useQuery } from '@tanstack/react-query';
import { failedStatusOf, failureMessage } from '@/lib/api-errors';
import { lazyApiQuery } from '@/lib/lazy-api';
import { careersKeys } from './careers-keys';

/**
 * GET /jobs/active: the job board's list (active jobs only, newest first). A server-rendered board
 * arrives with this list (ssr/entry-server.tsx seeds it under this key), so the API client loads
 * only when the board is fetched again: React Query's own options call tsr, loaded on first use.
 */
export const activeJobsQuery = () =>
  queryOptions({
    queryKey: careersKeys.active,
    queryFn: lazyApiQuery((tsr, signal) => tsr.jobs.listActiveJobs.query({ fetchOptions: { signal } })),
  });

export function useActiveJobs() {
  return useQuery(activeJobsQuery());
}

/** The spec's list error text (shown after 'Error: '): the status of a non-OK answer, else the failure's own message. */
export function jobsLoadErrorText(error: unknown): string {
  const status = failedStatusOf(error);
  if (status !== undefined) return `HTTP error! status: ${status}`;
  return failureMessage(error, 'Failed to fetch jobs.');
}
