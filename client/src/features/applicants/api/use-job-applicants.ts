import type { ApplicantSort } from '@contract/catalogues/hiring';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listPageOf, listQueryOptions, pageRequest } from '@/ui/list-kit/use-list-query';
import { applicantsKeys } from './applicants-keys';

export type JobApplicantsParams = { page: number; pageSize: number; q: string; sort: ApplicantSort };

/** GET /jobs/:id/applicants paged, searched and sorted on the server (admin). */
export const jobApplicantsQuery = (jobId: string, params: JobApplicantsParams) =>
  ({
    queryKey: applicantsKeys.jobList(jobId, params),
    queryData: { params: { id: jobId }, ...pageRequest(params, { sort: params.sort, q: params.q || undefined }) },
    ...listQueryOptions,
  }) satisfies ReadOptions<typeof tsr.jobs.listJobApplicants>;

/**
 * The job, and its applicants as a list page. An answer without the job or its applicantIds list
 * is off the contract, which the page reads 'Invalid applicant data received from the server.'
 */
export function useJobApplicants(jobId: string, params: JobApplicantsParams) {
  return tsr.jobs.listJobApplicants.useQuery({
    ...jobApplicantsQuery(jobId, params),
    select: ({ body }) => {
      const { applicantIds: applicants, ...job } = body.job;
      return { job, ...listPageOf(applicants, body.total) };
    },
  });
}
