/** React Query keys of this feature; everything under `all` is dropped when a job changes. */
export const adminJobsKeys = {
  all: ['admin-jobs'] as const,
  lists: () => [...adminJobsKeys.all, 'list'] as const,
  list: (params: object) => [...adminJobsKeys.lists(), params] as const,
  jobApplicants: (jobId: string) => [...adminJobsKeys.all, 'job-applicants', jobId] as const,
  jobApplicantsPage: (jobId: string, params: object) => [...adminJobsKeys.jobApplicants(jobId), params] as const,
};
