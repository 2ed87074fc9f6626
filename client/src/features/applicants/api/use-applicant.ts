import { useQuery } from '@tanstack/react-query';
import { applicantsContract } from '@contract/applicants';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { applicantsKeys } from '@/lib/query-keys';

export const applicantDetailMessages = {
  loading: 'Loading applicant...',
  missing: 'Applicant data is missing or corrupted.',
  invalid: 'Invalid applicant data received from the server.',
  networkFailure: 'Error fetching applicant',
} as const;

/** GET /applicants/:id. The screen reads an unknown id (404) as 'Applicant data is missing or corrupted.' */
export function useApplicant(id: string) {
  return useQuery({
    queryKey: applicantsKeys.detail(id),
    queryFn: async ({ signal }) => {
      const answer = await api.applicants.getApplicant({ params: { id }, auth: 'required', fetchOptions: { signal } });
      return expectBody(answer, 200, applicantsContract.getApplicant.responses[200], applicantDetailMessages.invalid).applicant;
    },
    retry: retryNetworkFailureOnce,
  });
}
