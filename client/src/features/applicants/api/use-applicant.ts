import { useQuery } from '@tanstack/react-query';
import { applicantsContract } from '@contract/applicants';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce } from '@/lib/admin-request';

export const applicantDetailMessages = {
  loading: 'Loading applicant...',
  missing: 'Applicant data is missing or corrupted.',
  invalid: 'Invalid applicant data received from the server.',
  networkFailure: 'Error fetching applicant',
} as const;

const applicantResponseSchema = applicantsContract.getApplicant.responses[200];

/** GET /api/v1/applicants/:id. The screen reads an unknown id (404) as 'Applicant data is missing or corrupted.' */
export function useApplicant(id: string) {
  return useQuery({
    queryKey: ['admin', 'applicants', 'one', id],
    queryFn: async ({ signal }) => {
      const body = await adminRequest(`/api/v1/applicants/${encodeURIComponent(id)}`, { signal });
      const parsed = applicantResponseSchema.safeParse(body);
      if (!parsed.success) throw new InvalidResponseError(applicantDetailMessages.invalid);
      return parsed.data.applicant;
    },
    retry: retryNetworkFailureOnce,
  });
}
