import { applicantsContract } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { applicantsKeys } from '@/lib/query-keys';
import { listPageOf, useListQuery } from '@/ui/list-kit/use-list-query';
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
    const answer = await api.applicants.listApplicants({
      query: { page: params.page, pageSize: params.pageSize, ...filterQuery(params) },
      auth: 'required',
      fetchOptions: { signal },
    });
    const body = expectBody(answer, 200, applicantsContract.listApplicants.responses[200], applicantsTexts.invalid);
    return listPageOf(body.applicants, body.total);
  });
}
