import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import type { JobSort } from '@contract/catalogues/hiring';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { jobsKeys } from '@/lib/query-keys';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';

export type JobsPageParams = { page: number; pageSize: number; q: string; sort: JobSort };

/** GET /jobs/all paged, searched and sorted on the server (admin). */
export async function fetchJobsPage({ q, ...params }: JobsPageParams, signal?: AbortSignal) {
  const answer = await api.jobs.listAllJobs({ query: { ...params, q: q || undefined }, auth: 'required', fetchOptions: { signal } });
  const body = expectBody(answer, 200, jobsContract.listAllJobs.responses[200], adminJobsTexts.jobsLoadFailed);
  return { jobs: body.jobs, total: body.total ?? body.jobs.length };
}

export function useJobsPage(params: JobsPageParams) {
  return useQuery({
    queryKey: jobsKeys.adminList(params),
    queryFn: ({ signal }) => fetchJobsPage(params, signal),
    // The table keeps its rows while the next page loads, so it does not jump.
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
