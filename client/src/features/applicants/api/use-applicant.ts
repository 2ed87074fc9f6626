import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { applicantsKeys } from '@/lib/query-keys';

export const applicantDetailMessages = {
  loading: 'Loading applicant...',
  missing: 'Applicant data is missing or corrupted.',
  invalid: 'Invalid applicant data received from the server.',
  networkFailure: 'Error fetching applicant',
} as const;

/** GET /applicants/:id. The screen reads an unknown id (404) as 'Applicant data is missing or corrupted.' */
export function useApplicant(id: string) {
  return tsr.applicants.getApplicant.useQuery({
    queryKey: applicantsKeys.detail(id),
    queryData: { params: { id }, auth: 'required' },
    select: (answer) => answer.body.applicant,
    retry: retryNetworkFailureOnce,
  });
}
