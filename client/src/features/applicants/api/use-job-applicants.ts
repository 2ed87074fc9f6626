import type { ApplicantSort } from '@contract/catalogues/hiring';
import { tsr } from '@/lib/api-client';
import { applicantsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';

export type JobApplicantsParams = { page: number; pageSize: number; q: string; sort: ApplicantSort };

/**
 * GET /jobs/:id/applicants paged, searched and sorted on the server (admin): the job, and its
 * applicants as a list page. An answer without the job or its applicantIds list is off the
 * contract, which the page reads 'Invalid applicant data received from the server.'
 */
export function useJobApplicants(jobId: string, { q, ...params }: JobApplicantsParams) {
  return tsr.jobs.listJobApplicants.useQuery({
    queryKey: applicantsKeys.list({ jobId, q, ...params }),
    queryData: { params: { id: jobId }, query: { ...params, q: q || undefined }, auth: 'required' },
    select: ({ body }) => {
      const { applicantIds: applicants, ...job } = body.job;
      return { job, ...listPageOf(applicants, body.total) };
    },
    ...listQueryOptions,
  });
}
