import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '@contract/jobs';
import { jobMessages } from '@contract/jobs-messages';
import { answerLacks, failedStatusOf } from '@/lib/api-errors';
import { lazyApiQuery } from '@/lib/lazy-api';
import { useSession } from '@/lib/session';
import { careersKeys } from './careers-keys';

export const JOB_FETCH_FAILED = 'Failed to fetch job data.';

export type JobLookup =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; job: Job };

/**
 * GET /jobs/:id for a visitor, or with the signed-in user's token (`userId`): the endpoint lets
 * admins open inactive jobs. A server-rendered job page arrives with its job (seeded under the
 * visitor's key by ssr/entry-server.tsx), so the API client loads only when it is fetched again.
 */
export const jobQuery = (id: string, userId?: string) =>
  queryOptions({
    queryKey: careersKeys.detail(id, userId ?? 'visitor'),
    queryFn: lazyApiQuery((tsr, signal) => tsr.jobs.getJob.query({ params: { id }, auth: userId ? 'optional' : undefined, fetchOptions: { signal } })),
  });

/** The job as the detail and application pages need it: loading, not found (404 or no job), failed, or the job. */
export function useJob(id: string): JobLookup {
  const { user } = useSession();
  const query = useQuery(jobQuery(id, user?.id));
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return failedStatusOf(query.error) === 404 || answerLacks(query.error, 'job')
      ? { state: 'not-found' }
      : { state: 'error', message: JOB_FETCH_FAILED };
  }
  return { state: 'ready', job: query.data.body.job };
}

export const JOB_NOT_FOUND = jobMessages.notFound;
