import { useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { jobsKeys } from '@/lib/query-keys';

/**
 * How many people applied to one job: the `total` of a one-row page of its applicants, so a
 * row of the jobs table costs one small call, cached per job.
 */
export function useJobApplicantCount(jobId: string) {
  return useQuery({
    queryKey: jobsKeys.applicantCount(jobId),
    queryFn: async () => {
      const answer = await api.jobs.listJobApplicants({ params: { id: jobId }, query: { page: 1, pageSize: 1 }, auth: 'required' });
      const body = expectBody(answer, 200, jobsContract.listJobApplicants.responses[200]);
      return body.total ?? body.job.applicantIds.length;
    },
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  });
}
