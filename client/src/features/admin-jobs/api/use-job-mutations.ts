import type { CreateJobBody, Job } from '@contract/jobs';
import { tsr } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';
import { changeListRows } from '@/ui/list-kit/use-list-query';
import { adminJobsKeys } from './admin-jobs-keys';
import type { JobsPageParams } from './use-jobs-page';

/** The Edit Job body: the same fields as Add, each optional (updateJobBodySchema). */
export type UpdateJobBody = Partial<CreateJobBody>;

/**
 * What a job change does to the cache: the admin table shows the answered job at once, then
 * everything that shows jobs (the table, the public board, the job's pages, the job-title filter)
 * and the applicants that show its title are fetched again.
 */
function useJobCacheUpdates() {
  const queryClient = tsr.useQueryClient();
  const adminPages = queryClient.jobs.listAllJobs;
  const refetch = () => void invalidateKeys(queryClient, staleAfter.jobChange);

  /** Shows a saved job in every cached admin page at once, keeping its applicant count. */
  const showSaved = ({ body: { job } }: { body: { job: Job } }) => {
    adminPages.setQueriesData({ queryKey: adminJobsKeys.lists }, (answer) =>
      changeListRows(answer, 'jobs', (row) => (row._id === job._id ? { ...job, applicantCount: row.applicantCount } : row)),
    );
    refetch();
  };

  /** Puts a new job at the top of each cached first newest-first page (the spec: an add tops the list). */
  const showCreated = ({ body: { job } }: { body: { job: Job } }) => {
    for (const [key, answer] of adminPages.getQueriesData({ queryKey: adminJobsKeys.lists })) {
      const params = key[2] as Partial<JobsPageParams> | undefined;
      if (!answer || params?.page !== 1 || params.q || params.sort !== 'postingDate_desc') continue;
      const { jobs, total } = answer.body;
      // A job just posted has no applicants yet.
      const rows = [{ ...job, applicantCount: 0 }, ...jobs.filter((row) => row._id !== job._id)].slice(0, params.pageSize ?? jobs.length + 1);
      adminPages.setQueryData(key, { ...answer, body: { jobs: rows, total: (total ?? jobs.length) + 1 } });
    }
    refetch();
  };
  return { showSaved, showCreated };
}

/** POST /jobs (admin), shown at the top of the first page before the refetch confirms it. */
export function useCreateJob() {
  const { showCreated } = useJobCacheUpdates();
  return tsr.jobs.createJob.useMutation({ onSuccess: showCreated });
}

/** PUT /jobs/:id (admin). */
export function useUpdateJob() {
  const { showSaved } = useJobCacheUpdates();
  return tsr.jobs.updateJob.useMutation({ onSuccess: showSaved });
}

/** PATCH /jobs/:id/toggle-active with the value to set (the opposite of the current one). */
export function useToggleJobActive() {
  const { showSaved } = useJobCacheUpdates();
  return tsr.jobs.toggleJobActive.useMutation({ onSuccess: showSaved });
}
