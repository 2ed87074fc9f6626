import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicantsContract } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { adminRequest, InvalidResponseError, retryNetworkFailureOnce, withQuery } from '@/lib/admin-request';

export const applicantMessagesOfList = {
  loading: 'Loading applicants...',
  empty: 'No applicants match your search criteria.',
  networkFailure: 'Error fetching applicants',
  invalid: 'Invalid applicant data received from the server.',
} as const;

export type ApplicantListParams = {
  page: number;
  pageSize: number;
  q: string;
  sort: ApplicantSort;
  status: string;
  jobTitle: string;
};

const pageSchema = applicantsContract.listApplicants.responses[200];

/** The filters shared by the page and the CSV export, as query-string values. */
export function filterParams({ q, sort, status, jobTitle }: ApplicantListParams) {
  return { q, sort, status, jobTitle };
}

/** GET /api/v1/applicants: one page of the filtered, searched and sorted applicants, with the total. */
export function useApplicantsPage(params: ApplicantListParams) {
  return useQuery({
    queryKey: ['admin', 'applicants', 'page', params],
    queryFn: async ({ signal }) => {
      const path = withQuery('/api/v1/applicants', { page: params.page, pageSize: params.pageSize, ...filterParams(params) });
      const parsed = pageSchema.safeParse(await adminRequest(path, { signal }));
      if (!parsed.success) throw new InvalidResponseError(applicantMessagesOfList.invalid);
      return { applicants: parsed.data.applicants, total: parsed.data.total ?? parsed.data.applicants.length };
    },
    // Paging keeps the previous rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
