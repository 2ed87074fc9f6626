import type { JobSort } from '@contract/catalogues/hiring';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { searchedPageQuery, selectPage } from '@/ui/list-kit/use-list-query';
import { adminJobsKeys } from './admin-jobs-keys';

export type JobsPageParams = { page: number; pageSize: number; q: string; sort: JobSort };

/** GET /jobs/all paged, searched and sorted on the server (admin). */
export const jobsPageQuery = (params: JobsPageParams) => searchedPageQuery(adminJobsKeys.list(params), params) satisfies ReadOptions<typeof tsr.jobs.listAllJobs>;

export function useJobsPage(params: JobsPageParams) {
  return tsr.jobs.listAllJobs.useQuery({ ...jobsPageQuery(params), select: selectPage('jobs') });
}
