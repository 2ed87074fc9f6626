import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { jobsContract } from '../../../../../contract/jobs';
import type { ApplicantSort } from '../../../../../contract/catalogues/hiring';
import { adminJobsKeys } from './admin-jobs-keys';
import { adminRequest, withQuery } from './admin-request';

export type JobApplicantsParams = { page: number; pageSize: number; q: string; sort: ApplicantSort };

const jobApplicantsSchema = jobsContract.listJobApplicants.responses[200];

/** The answer had no job or no applicantIds list: 'Invalid applicant data received from the server.' */
export class InvalidApplicantDataError extends Error {
  constructor() {
    super('Invalid applicant data received from the server.');
    this.name = 'InvalidApplicantDataError';
  }
}

/** GET /jobs/:id/applicants paged, searched and sorted on the server (admin). */
export async function fetchJobApplicants(jobId: string, params: JobApplicantsParams) {
  const body = await adminRequest(withQuery(`/api/v1/jobs/${encodeURIComponent(jobId)}/applicants`, params));
  const parsed = jobApplicantsSchema.safeParse(body);
  if (!parsed.success) throw new InvalidApplicantDataError();
  const { applicantIds: applicants, ...job } = parsed.data.job;
  return { job, applicants, total: parsed.data.total ?? applicants.length };
}

export type JobApplicantsPage = Awaited<ReturnType<typeof fetchJobApplicants>>;

export function useJobApplicants(jobId: string, params: JobApplicantsParams) {
  return useQuery({
    queryKey: adminJobsKeys.jobApplicantsPage(jobId, params),
    queryFn: () => fetchJobApplicants(jobId, params),
    placeholderData: keepPreviousData,
  });
}
