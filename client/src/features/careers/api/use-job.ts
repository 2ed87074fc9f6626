import { jobMessages, type Job } from '@contract/jobs';
import { authHeader, isErrorResponse, tsr } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const JOB_FETCH_FAILED = 'Failed to fetch job data.';

/**
 * The public job endpoint identifies the caller when a token comes with the request (admins may
 * open inactive jobs), so send the stored user's token when there is one, and nothing otherwise.
 */
function identifyHeader(): Record<string, string> {
  try {
    return authHeader();
  } catch {
    return {};
  }
}

export type JobLookup =
  | { state: 'loading' }
  | { state: 'not-found' }
  | { state: 'error'; message: string }
  | { state: 'ready'; job: Job };

/** GET /jobs/:id as the detail and application pages need it: loading, not found (404 or no job), failed, or the job. */
export function useJob(id: string): JobLookup {
  const { user } = useSession();
  const query = tsr.jobs.getJob.useQuery({
    queryKey: ['jobs', 'one', id, user?.id ?? 'visitor'],
    queryData: { params: { id }, extraHeaders: user ? identifyHeader() : {} },
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
