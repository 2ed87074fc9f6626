import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { applicantsContract, type Applicant, type updateApplicantBodySchema } from '@contract/applicants';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { applicantsKeys } from '@/lib/query-keys';
import { replaceRow, type ListPage } from '@/ui/list-kit/use-list-query';

export type UpdateApplicantBody = z.input<typeof updateApplicantBodySchema>;

/**
 * PATCH /applicants/:id (admin). On success the row shows the saved applicant at once in every
 * cached list (all applicants, and each job's), then every list and the applicant's page are
 * refetched in the background.
 */
export function useUpdateApplicant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateApplicantBody }) =>
      expectBody(
        await api.applicants.updateApplicant({ params: { id }, body, auth: 'required' }),
        200,
        applicantsContract.updateApplicant.responses[200],
      ),
    onSuccess: ({ applicant }) => {
      queryClient.setQueriesData<ListPage<Applicant>>({ queryKey: applicantsKeys.lists() }, (page) => replaceRow(page, applicant));
      void queryClient.invalidateQueries({ queryKey: applicantsKeys.all });
    },
  });
}
