import type { JobSort } from '@contract/catalogues/hiring';
import { tsr } from '@/lib/api-client';
import { jobsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';

export type JobsPageParams = { page: number; pageSize: number; q: string; sort: JobSort };

/** GET /jobs/all paged, searched and sorted on the server (admin). */
export function useJobsPage(params: JobsPageParams) {
  return tsr.jobs.listAllJobs.useQuery({
    queryKey: jobsKeys.adminList(params),
    queryData: { query: { ...params, q: params.q || undefined }, auth: 'required' },
    select: (answer) => listPageOf(answer.body.jobs, answer.body.total),
    ...listQueryOptions,
  });
}
