import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { jobsContract, type CreateJobBody, type Job } from '@contract/jobs';
import { adminRequest, InvalidResponseError } from '@/lib/admin-request';
import { adminJobsKeys } from './admin-jobs-keys';
import type { fetchJobsPage } from './use-jobs-page';

/** The Edit Job body: the same fields as Add, each optional (updateJobBodySchema). */
export type UpdateJobBody = Partial<CreateJobBody>;
type JobsPage = Awaited<ReturnType<typeof fetchJobsPage>>;

const createdSchema = jobsContract.createJob.responses[201];
const updatedSchema = jobsContract.updateJob.responses[200];

function jobPath(id: string, suffix = ''): string {
  return `/api/v1/jobs/${encodeURIComponent(id)}${suffix}`;
}

function jobOf(schema: typeof createdSchema | typeof updatedSchema, body: unknown): Job {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError();
  return parsed.data.job;
}

/** Shows a saved job in every cached page at once, then refetches the pages in the background. */
function showSavedJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueriesData<JobsPage>({ queryKey: adminJobsKeys.lists() }, (page) =>
    page ? { ...page, jobs: page.jobs.map((row) => (row._id === job._id ? { ...job, applicantCount: row.applicantCount } : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: adminJobsKeys.lists() });
}

/**
 * POST /jobs (admin). The new job is put at the top of the first newest-first page (the spec:
 * a successful add puts it at the top of the list) before the refetch confirms it.
 */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateJobBody) => jobOf(createdSchema, await adminRequest('/api/v1/jobs', { method: 'POST', body })),
    onSuccess: (job) => {
      const firstPages = queryClient.getQueriesData<JobsPage>({ queryKey: adminJobsKeys.lists() });
      for (const [key, page] of firstPages) {
        const params = key[2] as { page?: number; q?: string; sort?: string; pageSize?: number } | undefined;
        if (!page || params?.page !== 1 || params.q || params.sort !== 'postingDate_desc') continue;
        // A job just posted has no applicants yet.
        const jobs = [{ ...job, applicantCount: 0 }, ...page.jobs.filter((row) => row._id !== job._id)].slice(0, params.pageSize ?? page.jobs.length + 1);
        queryClient.setQueryData<JobsPage>(key, { jobs, total: page.total + 1 });
      }
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.lists() });
    },
  });
}

/** PUT /jobs/:id (admin). */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateJobBody }) =>
      jobOf(updatedSchema, await adminRequest(jobPath(id), { method: 'PUT', body })),
    onSuccess: (job) => {
      showSavedJob(queryClient, job);
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.jobApplicants(job._id) });
    },
  });
}

/** PATCH /jobs/:id/toggle-active with the value to set (the opposite of the current one). */
export function useToggleJobActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: string; isActive: boolean }) =>
      jobOf(updatedSchema, await adminRequest(jobPath(id, '/toggle-active'), { method: 'PATCH', body: { isActive } })),
    onSuccess: (job) => showSavedJob(queryClient, job),
  });
}
