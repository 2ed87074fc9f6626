import { jobMessages, type Job } from '@contract/jobs';
import { isErrorResponse, tsr } from '@/lib/api-client';
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
  const query = tsr.jobs.getJob.useQuery({
    queryKey: jobsKeys.detail(id, user?.id ?? 'visitor'),
    queryData: { params: { id }, auth: user ? 'optional' : undefined },
  });
  if (query.isPending) return { state: 'loading' };
  if (query.isError) {
    return isErrorResponse(query.error) && query.error.status === 404
      ? { state: 'not-found' }
      : { state: 'error', message: JOB_FETCH_FAILED };
  }
  const job = query.data.status === 200 ? query.data.body.job : undefined;
  return job ? { state: 'ready', job } : { state: 'not-found' };
}

export const JOB_NOT_FOUND = jobMessages.notFound;
