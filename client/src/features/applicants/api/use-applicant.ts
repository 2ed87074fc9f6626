import { useQuery } from '@tanstack/react-query';
import { applicantsContract } from '../../../../../contract/applicants';
import { adminGet, AdminRequestError, jsonOf, retryNetworkFailureOnce } from './admin-request';

export const applicantDetailMessages = {
  loading: 'Loading applicant...',
  missing: 'Applicant data is missing or corrupted.',
  invalid: 'Invalid applicant data received from the server.',
} as const;

const applicantResponseSchema = applicantsContract.getApplicant.responses[200];

/** GET /api/v1/applicants/:id. An unknown id reads 'Applicant data is missing or corrupted.' */
export function useApplicant(id: string) {
  return useQuery({
    queryKey: ['admin', 'applicants', 'one', id],
    queryFn: async ({ signal }) => {
      const response = await adminGet(`/api/v1/applicants/${encodeURIComponent(id)}`, {
        networkFallback: 'Error fetching applicant',
        statusMessages: { 404: applicantDetailMessages.missing },
        signal,
      });
      const parsed = applicantResponseSchema.safeParse(await jsonOf(response));
      if (!parsed.success) throw new AdminRequestError(applicantDetailMessages.invalid);
      return parsed.data.applicant;
    },
    retry: retryNetworkFailureOnce,
  });
}
