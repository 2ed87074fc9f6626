import { useQueryClient } from '@tanstack/react-query';
import type { ClientInferResponses } from '@ts-rest/core';
import type { z } from 'zod';
import type { Applicant, applicantsContract, updateApplicantBodySchema } from '@contract/applicants';
import type { jobsContract } from '@contract/jobs';
import { tsr } from '@/lib/api-client';
import { applicantsKeys } from '@/lib/query-keys';
import { changeListRows } from '@/ui/list-kit/use-list-query';

export type UpdateApplicantBody = z.input<typeof updateApplicantBodySchema>;

/** The cached lists of applicants: all of them (GET /applicants), or one job's (GET /jobs/:id/applicants). */
type ApplicantsAnswer = ClientInferResponses<typeof applicantsContract.listApplicants, 200>;
type JobApplicantsAnswer = ClientInferResponses<typeof jobsContract.listJobApplicants, 200>;

/** The cached list with `saved` in place of its old row. */
function withSaved(answer: ApplicantsAnswer | JobApplicantsAnswer | undefined, saved: Applicant) {
  const change = (row: Applicant) => (row._id === saved._id ? saved : row);
  if (!answer) return answer;
  if ('applicants' in answer.body) return changeListRows(answer as ApplicantsAnswer, 'applicants', change);
  const { job } = answer.body;
  return { ...answer, body: { ...answer.body, job: { ...job, applicantIds: job.applicantIds.map(change) } } };
}

/**
 * PATCH /applicants/:id (admin). On success the row shows the saved applicant at once in every
 * cached list (all applicants, and each job's), then every list and the applicant's page are
 * refetched in the background.
 */
export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return tsr.applicants.updateApplicant.useMutation({
    onSuccess: ({ body: { applicant } }) => {
      queryClient.setQueriesData<ApplicantsAnswer | JobApplicantsAnswer>({ queryKey: applicantsKeys.lists() }, (answer) => withSaved(answer, applicant));
      void queryClient.invalidateQueries({ queryKey: applicantsKeys.all });
    },
  });
}
