import { queryRoots } from '@/lib/query-keys';

/** The admin's job keys, under the jobs' root, so any job change (staleAfter.jobChange) refreshes them with the board's. */
export const adminJobsKeys = {
  /** The admin table's pages (GET /jobs/all with paging). */
  lists: [...queryRoots.jobs, 'admin-list'] as const,
  list: (params: object) => [...adminJobsKeys.lists, params] as const,
  /** One job as admins see it, active or not. */
  detail: (id: string) => [...queryRoots.jobs, 'detail', id, 'admin'] as const,
};
