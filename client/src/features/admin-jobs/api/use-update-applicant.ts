import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { applicantsContract, type Applicant, type updateApplicantBodySchema } from '@contract/applicants';
import { adminRequest, InvalidResponseError } from '@/lib/admin-request';
import { adminJobsKeys } from './admin-jobs-keys';
import type { JobApplicantsPage } from './use-job-applicants';

export type UpdateApplicantBody = z.input<typeof updateApplicantBodySchema>;

const updatedSchema = applicantsContract.updateApplicant.responses[200];

/**
 * PATCH /applicants/:id (admin). On success the row shows the saved applicant at once (every
 * cached page of that job is patched), then the job's pages are refetched in the background.
 */
export function useUpdateApplicant(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateApplicantBody }) => {
      const answer = await adminRequest(`/api/v1/applicants/${encodeURIComponent(id)}`, { method: 'PATCH', body });
      const parsed = updatedSchema.safeParse(answer);
      if (!parsed.success) throw new InvalidResponseError();
      return parsed.data;
    },
    onSuccess: ({ applicant }) => {
      queryClient.setQueriesData<JobApplicantsPage>({ queryKey: adminJobsKeys.jobApplicants(jobId) }, (page) =>
        page ? { ...page, applicants: page.applicants.map((row: Applicant) => (row._id === applicant._id ? applicant : row)) } : page,
      );
      void queryClient.invalidateQueries({ queryKey: adminJobsKeys.jobApplicants(jobId) });
    },
  });
}
