import type { FranchiseApplicationSort } from '@contract/franchise';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { searchedPageQuery, selectPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { franchiseKeys } from './franchise-keys';

export type FranchiseApplicationListParams = ListParams<FranchiseApplicationSort>;

/** GET /franchise-applications: one page of the signed contracts, searched and sorted on the server. */
export const franchiseApplicationsQuery = (params: FranchiseApplicationListParams) =>
  searchedPageQuery(franchiseKeys.list(params), params) satisfies ReadOptions<typeof tsr.franchise.listFranchiseApplications>;

export function useFranchiseApplications(params: FranchiseApplicationListParams) {
  return tsr.franchise.listFranchiseApplications.useQuery({ ...franchiseApplicationsQuery(params), select: selectPage('applications') });
}

/** GET /franchise-applications/{id}/contract: the signed PDF, with the admin's token. */
export function fetchContract(id: string) {
  return tsr.franchise.getFranchiseContract.query({ params: { id }, auth: 'required' });
}
