import type { ApplicantSort } from '@contract/catalogues/hiring';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { applicantsKeys } from './applicants-keys';

/** The filters of /applicants, kept in the address by the list kit. */
export const applicantFilters = ['status', 'jobTitle'] as const;
export type ApplicantListParams = ListParams<ApplicantSort, (typeof applicantFilters)[number]>;

/** The filters shared by the page and the CSV export, as the contract's query (empty values left out). */
export function filterQuery({ q, sort, status, jobTitle }: Omit<ApplicantListParams, 'page' | 'pageSize'>) {
  return { q: q || undefined, sort, status: status || undefined, jobTitle: jobTitle || undefined };
}

/** GET /applicants: one page of the filtered, searched and sorted applicants, with the total. */
export const applicantsPageQuery = (params: ApplicantListParams) =>
  ({ queryKey: applicantsKeys.list(params), queryData: pageRequest(params, filterQuery(params)), ...listQueryOptions }) satisfies ReadOptions<
    typeof tsr.applicants.listApplicants
  >;

export function useApplicantsPage(params: ApplicantListParams) {
  return tsr.applicants.listApplicants.useQuery({ ...applicantsPageQuery(params), select: selectPage('applicants') });
}
