import { applicantsContract } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { api } from '@/lib/api-client';
import { applicantsKeys } from '@/lib/query-keys';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { applicantsTexts } from '@/features/applicants/applicants-texts';

/** The filters of /applicants, kept in the address by the list kit. */
export const applicantFilters = ['status', 'jobTitle'] as const;
export type ApplicantListParams = ListParams<ApplicantSort, (typeof applicantFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function filterQuery({ q, sort, status, jobTitle }: Omit<ApplicantListParams, 'page' | 'pageSize'>) {
  return { q: q || undefined, sort, status: status || undefined, jobTitle: jobTitle || undefined };
}

/** GET /applicants: one page of the filtered, searched and sorted applicants, with the total. */
export function useApplicantsPage(params: ApplicantListParams) {
  return useListQuery(applicantsKeys.list(params), async (signal) => {
    const query = { page: params.page, pageSize: params.pageSize, ...filterQuery(params) };
    const answer = await api.applicants.listApplicants({ query, auth: 'required', fetchOptions: { signal } });
    return readListPage(answer, applicantsContract.listApplicants.responses[200], 'applicants', applicantsTexts.invalid);
  });
}
