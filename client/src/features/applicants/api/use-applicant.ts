import { tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { applicantsKeys } from './applicants-keys';

export const applicantDetailMessages = {
  loading: 'Loading applicant...',
  missing: 'Applicant data is missing or corrupted.',
  invalid: 'Invalid applicant data received from the server.',
  networkFailure: 'Error fetching applicant',
} as const;

/** GET /applicants/:id. The screen reads an unknown id (404) as 'Applicant data is missing or corrupted.' */
export const applicantQuery = (id: string) =>
  ({
    queryKey: applicantsKeys.detail(id),
    queryData: { params: { id }, auth: 'required' },
    retry: retryNetworkFailureOnce,
  }) satisfies ReadOptions<typeof tsr.applicants.getApplicant>;

export function useApplicant(id: string) {
  return tsr.applicants.getApplicant.useQuery({ ...applicantQuery(id), select: (answer) => answer.body.applicant });
}
