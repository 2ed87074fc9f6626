import { useQuery } from '@tanstack/react-query';
import { jobsContract } from '@contract/jobs';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce } from '@/lib/admin-request';
import { adminJobsKeys } from './admin-jobs-keys';

const jobApplicantsSchema = jobsContract.listJobApplicants.responses[200];

/**
 * How many people applied to one job: the `total` of a one-row page of its applicants, so a
 * row of the jobs table costs one small call, cached per job.
 */
export function useJobApplicantCount(jobId: string) {
  return useQuery({
    queryKey: adminJobsKeys.applicantCount(jobId),
    queryFn: async () => {
      const body = await adminRequest(`/api/v1/jobs/${encodeURIComponent(jobId)}/applicants?page=1&pageSize=1`);
      const parsed = jobApplicantsSchema.safeParse(body);
      if (!parsed.success) throw new InvalidResponseError();
      return parsed.data.total ?? parsed.data.job.applicantIds.length;
    },
    staleTime: 60_000,
    retry: retryNetworkFailureOnce,
  });
}
