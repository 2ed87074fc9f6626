import { queryRoots } from '@/lib/query-keys';

/** The job board's keys, under the jobs' root: any job change (staleAfter.jobChange) refreshes them. */
export const careersKeys = {
  /** The public board (GET /jobs/active). */
  active: [...queryRoots.jobs, 'active'] as const,
  /** One job as the application page reads it; `viewer` because admins also see inactive jobs. */
  detail: (id: string, viewer: string) => [...queryRoots.jobs, 'detail', id, viewer] as const,
};
