import { jobsContract } from '@contract/jobs';
import type { JobSort } from '@contract/catalogues/hiring';
import { api } from '@/lib/api-client';
import { jobsKeys } from '@/lib/query-keys';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';

export type JobsPageParams = { page: number; pageSize: number; q: string; sort: JobSort };

/** GET /jobs/all paged, searched and sorted on the server (admin). */
export async function fetchJobsPage({ q, ...params }: JobsPageParams, signal?: AbortSignal) {
  const answer = await api.jobs.listAllJobs({ query: { ...params, q: q || undefined }, auth: 'required', fetchOptions: { signal } });
  return readListPage(answer, jobsContract.listAllJobs.responses[200], 'jobs', adminJobsTexts.jobsLoadFailed);
}

export function useJobsPage(params: JobsPageParams) {
  return useListQuery(jobsKeys.adminList(params), (signal) => fetchJobsPage(params, signal));
}
