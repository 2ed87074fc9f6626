import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { jobsContract, type AdminJob, type CreateJobBody, type Job } from '@contract/jobs';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { applicantsKeys, jobsKeys } from '@/lib/query-keys';
import { changeRows, type ListPage } from '@/ui/list-kit/use-list-query';
import type { JobsPageParams } from './use-jobs-page';

/** The Edit Job body: the same fields as Add, each optional (updateJobBodySchema). */
export type UpdateJobBody = Partial<CreateJobBody>;
type JobsPage = ListPage<AdminJob>;

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
  queryClient.setQueriesData<JobsPage>({ queryKey: jobsKeys.adminLists() }, (page) =>
    changeRows(page, (row) => (row._id === job._id ? { ...job, applicantCount: row.applicantCount } : row)),
  );
  invalidateJobs(queryClient);
}

/**
 * POST /jobs (admin). The new job is put at the top of the first newest-first page (the spec:
 * a successful add puts it at the top of the list) before the refetch confirms it.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateJobBody) =>
      expectBody(await api.jobs.createJob({ body, auth: 'required' }), 201, jobsContract.createJob.responses[201]).job,
    onSuccess: (job) => {
      const firstPages = queryClient.getQueriesData<JobsPage>({ queryKey: jobsKeys.adminLists() });
      for (const [key, page] of firstPages) {
        const params = key[2] as Partial<JobsPageParams> | undefined;
        if (!page || params?.page !== 1 || params.q || params.sort !== 'postingDate_desc') continue;
        // A job just posted has no applicants yet.
        const rows = [{ ...job, applicantCount: 0 }, ...page.rows.filter((row) => row._id !== job._id)].slice(0, params.pageSize ?? page.rows.length + 1);
        queryClient.setQueryData<JobsPage>(key, { rows, total: page.total + 1 });
      }
      invalidateJobs(queryClient);
    },
  });
}

/** PUT /jobs/:id (admin). */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateJobBody }) =>
      expectBody(await api.jobs.updateJob({ params: { id }, body, auth: 'required' }), 200, jobsContract.updateJob.responses[200]).job,
    onSuccess: (job) => showSavedJob(queryClient, job),
  });
}

/** PATCH /jobs/:id/toggle-active with the value to set (the opposite of the current one). */
export function useToggleJobActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      expectBody(
        await api.jobs.toggleJobActive({ params: { id }, body: { isActive }, auth: 'required' }),
        200,
        jobsContract.toggleJobActive.responses[200],
      ).job,
    onSuccess: (job) => showSavedJob(queryClient, job),
  });
}
