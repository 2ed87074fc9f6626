import { queryRoots } from '@/lib/query-keys';

/**
 * The applicants' query keys, under the applicants' root: an applicant update refreshes all of
 * them, and so does a job change (each applicant shows its job's title). The two lists are two
 * routes, so each has its own prefix for the cache writes typed by its route.
 */
export const applicantsKeys = {
  /** GET /applicants: every applicant, filtered. */
  lists: [...queryRoots.applicants, 'list'] as const,
  list: (params: object) => [...applicantsKeys.lists, params] as const,
  /** GET /jobs/:id/applicants: one job's. */
  jobLists: [...queryRoots.applicants, 'job-list'] as const,
  jobList: (jobId: string, params: object) => [...applicantsKeys.jobLists, jobId, params] as const,
  detail: (id: string) => [...queryRoots.applicants, 'detail', id] as const,
  /** Every job's title, for the job filter: under the jobs' root, so an edited title shows there. */
  jobTitles: [...queryRoots.jobs, 'titles'] as const,
};
