import { jobsContract } from '@contract/jobs';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { applicantsKeys } from '@/lib/query-keys';
import { listPageOf, useListQuery } from '@/ui/list-kit/use-list-query';
import { applicantsTexts } from '@/features/applicants/applicants-texts';

export type JobApplicantsParams = { page: number; pageSize: number; q: string; sort: ApplicantSort };

/**
 * GET /jobs/:id/applicants paged, searched and sorted on the server (admin). An answer without the
 * job or its applicantIds list reads 'Invalid applicant data received from the server.'
 */
export async function fetchJobApplicants(jobId: string, { q, ...params }: JobApplicantsParams, signal?: AbortSignal) {
  const answer = await api.jobs.listJobApplicants({
    params: { id: jobId },
    query: { ...params, q: q || undefined },
    auth: 'required',
    fetchOptions: { signal },
  });
  const body = expectBody(answer, 200, jobsContract.listJobApplicants.responses[200], applicantsTexts.invalid);
  const { applicantIds: applicants, ...job } = body.job;
  return { job, ...listPageOf(applicants, body.total) };
}

export type JobApplicantsPage = Awaited<ReturnType<typeof fetchJobApplicants>>;

export function useJobApplicants(jobId: string, params: JobApplicantsParams) {
  return useListQuery(applicantsKeys.list({ jobId, ...params }), (signal) => fetchJobApplicants(jobId, params, signal));
}
