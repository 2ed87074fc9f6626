import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ClientInferResponses } from '@ts-rest/core';
import type { CreateJobBody, Job, jobsContract } from '@contract/jobs';
import { tsr } from '@/lib/api-client';
import { applicantsKeys, jobsKeys } from '@/lib/query-keys';
import { changeListRows } from '@/ui/list-kit/use-list-query';
import type { JobsPageParams } from './use-jobs-page';

/** The Edit Job body: the same fields as Add, each optional (updateJobBodySchema). */
export type UpdateJobBody = Partial<CreateJobBody>;
/** An admin table page as the cache holds it: GET /jobs/all's answer. */
type JobsAnswer = ClientInferResponses<typeof jobsContract.listAllJobs, 200>;

/**
 * A job changed: everything that shows jobs is stale (the admin table, the public board, the
 * job's detail page, the job-title filter), and so are the applicant lists that show its title.
 */
function invalidateJobs(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: jobsKeys.all });
  void queryClient.invalidateQueries({ queryKey: applicantsKeys.lists() });
}

/** Shows a saved job in every cached admin page at once, before the refetch confirms it. */
function showSavedJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueriesData<JobsAnswer>({ queryKey: jobsKeys.adminLists() }, (answer) =>
    changeListRows(answer, 'jobs', (row) => (row._id === job._id ? { ...job, applicantCount: row.applicantCount } : row)),
  );
  invalidateJobs(queryClient);
}

/**
 * POST /jobs (admin). The new job is put at the top of the first newest-first page (the spec:
 * a successful add puts it at the top of the list) before the refetch confirms it.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return tsr.jobs.createJob.useMutation({
    onSuccess: ({ body: { job } }) => {
      for (const [key, answer] of queryClient.getQueriesData<JobsAnswer>({ queryKey: jobsKeys.adminLists() })) {
        const params = key[2] as Partial<JobsPageParams> | undefined;
        if (!answer || params?.page !== 1 || params.q || params.sort !== 'postingDate_desc') continue;
        const { jobs, total } = answer.body;
        // A job just posted has no applicants yet.
        const rows = [{ ...job, applicantCount: 0 }, ...jobs.filter((row) => row._id !== job._id)].slice(0, params.pageSize ?? jobs.length + 1);
        queryClient.setQueryData<JobsAnswer>(key, { ...answer, body: { jobs: rows, total: (total ?? jobs.length) + 1 } });
      }
      invalidateJobs(queryClient);
    },
  });
}

/** PUT /jobs/:id (admin). */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return tsr.jobs.updateJob.useMutation({ onSuccess: ({ body }) => showSavedJob(queryClient, body.job) });
}

/** PATCH /jobs/:id/toggle-active with the value to set (the opposite of the current one). */
export function useToggleJobActive() {
  const queryClient = useQueryClient();
  return tsr.jobs.toggleJobActive.useMutation({ onSuccess: ({ body }) => showSavedJob(queryClient, body.job) });
}
