import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce, withQuery } from '@/lib/admin-request';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { adminJobsKeys } from './admin-jobs-keys';

export type JobApplicantsParams = { page: number; pageSize: number; q: string; sort: ApplicantSort };

const jobApplicantsSchema = jobsContract.listJobApplicants.responses[200];

/**
 * GET /jobs/:id/applicants paged, searched and sorted on the server (admin). An answer without the
 * job or its applicantIds list reads 'Invalid applicant data received from the server.'
 */
export async function fetchJobApplicants(jobId: string, params: JobApplicantsParams) {
  const body = await adminRequest(withQuery(`/api/v1/jobs/${encodeURIComponent(jobId)}/applicants`, params));
  const parsed = jobApplicantsSchema.safeParse(body);
  if (!parsed.success) throw new InvalidResponseError(adminJobsTexts.invalidApplicants);
  const { applicantIds: applicants, ...job } = parsed.data.job;
  return { job, applicants, total: parsed.data.total ?? applicants.length };
}

export type JobApplicantsPage = Awaited<ReturnType<typeof fetchJobApplicants>>;

export function useJobApplicants(jobId: string, params: JobApplicantsParams) {
  return useQuery({
    queryKey: adminJobsKeys.jobApplicantsPage(jobId, params),
    queryFn: () => fetchJobApplicants(jobId, params),
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
