import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyApiQuery } from '@/lib/lazy-api';
import { useSession } from '@/lib/session';
import { careersKeys } from './careers-keys';
import { failedJobLookup, type JobLookup } from './job-lookup';

/**
 * GET /jobs/:id for a visitor, or with the signed-in user's token (`userId`): the endpoint lets
 * admins open inactive jobs. The application form reads it; the job page has a loader of its own
 * (detail/job-page-loader.ts).
 */
export const jobQuery = (id: string, userId?: string) =>
  queryOptions({
    queryKey: careersKeys.detail(id, userId ?? 'visitor'),
    queryFn: lazyApiQuery((tsr, signal) => tsr.jobs.getJob.query({ params: { id }, auth: userId ? 'optional' : undefined, fetchOptions: { signal } })),
  });

/** The job as the application page needs it: loading, or its lookup (api/job-lookup.ts). */
export function useJob(id: string): JobLookup | { state: 'loading' } {
  const { user } = useSession();
  const query = useQuery(jobQuery(id, user?.id));
  if (query.isPending) return { state: 'loading' };
  if (query.isError) return failedJobLookup(query.error);
  return { state: 'ready', job: query.data.body.job };
}
