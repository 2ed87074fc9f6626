import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import type { JobSort } from '@contract/catalogues/hiring';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce, withQuery } from '@/lib/admin-request';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { adminJobsKeys } from './admin-jobs-keys';

export type JobsPageParams = { page: number; pageSize: number; q: string; sort: JobSort };

const jobsPageSchema = jobsContract.listAllJobs.responses[200];

/** GET /jobs/all paged, searched and sorted on the server (admin). */
export async function fetchJobsPage(params: JobsPageParams) {
  const body = await adminRequest(withQuery('/api/v1/jobs/all', params));
  const parsed = jobsPageSchema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError(adminJobsTexts.jobsLoadFailed);
  return { jobs: parsed.data.jobs, total: parsed.data.total ?? parsed.data.jobs.length };
}

export function useJobsPage(params: JobsPageParams) {
  return useQuery({
    queryKey: adminJobsKeys.list(params),
    queryFn: () => fetchJobsPage(params),
    // The table keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
