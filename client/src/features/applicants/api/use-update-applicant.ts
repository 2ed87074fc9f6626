import type { z } from 'zod';
import type { Applicant, updateApplicantBodySchema } from '@contract/applicants';
import { tsr } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { changeListRows } from '@/ui/list-kit/use-list-query';
import { applicantsKeys } from './applicants-keys';

export type UpdateApplicantBody = z.input<typeof updateApplicantBodySchema>;

/**
 * PATCH /applicants/:id (admin). On success the row shows the saved applicant at once in every
 * cached list (all applicants, and each job's), then every list and the applicant's page are
 * refetched in the background.
 */
export function useUpdateApplicant() {
  const queryClient = tsr.useQueryClient();
  return tsr.applicants.updateApplicant.useMutation({
    onSuccess: ({ body: { applicant } }) => {
      const change = (row: Applicant) => (row._id === applicant._id ? applicant : row);
      queryClient.applicants.listApplicants.setQueriesData({ queryKey: applicantsKeys.lists }, (answer) => changeListRows(answer, 'applicants', change));
      queryClient.jobs.listJobApplicants.setQueriesData({ queryKey: applicantsKeys.jobLists }, (answer) =>
        answer ? { ...answer, body: { ...answer.body, job: { ...answer.body.job, applicantIds: answer.body.job.applicantIds.map(change) } } } : answer,
      );
      void queryClient.invalidateQueries({ queryKey: queryRoots.applicants });
    },
  });
}
