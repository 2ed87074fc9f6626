import { useQuery } from '@tanstack/react-query';
import type { Job } from '@contract/jobs';
import { jobMessages } from '@contract/jobs-messages';
import { answerLacks, failedStatusOf } from '@/lib/api-errors';
import { lazyApiQuery } from '@/lib/lazy-api';
import { jobsKeys } from '@/lib/query-keys';
import { useSession } from '@/lib/session';

export const JOB_FETCH_FAILED = 'Failed to fetch job data.';

export type JobLookup =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; job: Job };

/**
 * GET /jobs/:id as the detail and application pages need it: loading, not found (404 or no job), failed, or the job.
 * The endpoint identifies the caller when a token comes with the request (admins may open
 * inactive jobs), so the stored user's token is sent when there is one.
 */
export function useJob(id: string): JobLookup {
  const { user } = useSession();
  // A server-rendered job page arrives with its job, so the API client loads only when it is fetched again.
  const query = useQuery({
    queryKey: jobsKeys.detail(id, user?.id ?? 'visitor'),
    queryFn: lazyApiQuery((tsr, signal) => tsr.jobs.getJob.query({ params: { id }, auth: user ? 'optional' : undefined, fetchOptions: { signal } })),
  });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return failedStatusOf(query.error) === 404 || answerLacks(query.error, 'job')
      ? { state: 'not-found' }
      : { state: 'error', message: JOB_FETCH_FAILED };
  }
  return { state: 'ready', job: query.data.body.job };
}

export const JOB_NOT_FOUND = jobMessages.notFound;
