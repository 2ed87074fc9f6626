import type { ApplicantSort } from '@contract/catalogues/hiring';
import { tsr } from '@/lib/api-client';
import { applicantsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';

/** The filters of /applicants, kept in the address by the list kit. */
export const applicantFilters = ['status', 'jobTitle'] as const;
export type ApplicantListParams = ListParams<ApplicantSort, (typeof applicantFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function filterQuery({ q, sort, status, jobTitle }: Omit<ApplicantListParams, 'page' | 'pageSize'>) {
  return { q: q || undefined, sort, status: status || undefined, jobTitle: jobTitle || undefined };
}

/** GET /applicants: one page of the filtered, searched and sorted applicants, with the total. */
export function useApplicantsPage(params: ApplicantListParams) {
  return tsr.applicants.listApplicants.useQuery({
    queryKey: applicantsKeys.list(params),
    queryData: { query: { page: params.page, pageSize: params.pageSize, ...filterQuery(params) }, auth: 'required' },
    select: (answer) => listPageOf(answer.body.applicants, answer.body.total),
    ...listQueryOptions,
  });
}
