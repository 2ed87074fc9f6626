import { franchiseContract, type FranchiseApplicationSort } from '@contract/franchise';
import { api } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { franchiseApplicationsTexts } from '@/features/franchise/admin/franchise-applications-texts';

export type FranchiseApplicationListParams = ListParams<FranchiseApplicationSort>;

/** GET /franchise-applications: one page of the signed contracts, searched and sorted on the server. */
export function useFranchiseApplications(params: FranchiseApplicationListParams) {
  return useListQuery(inboxKeys.franchiseList(params), async (signal) => {
    const query = { page: params.page, pageSize: params.pageSize, q: params.q || undefined, sort: params.sort };
    const answer = await api.franchise.listFranchiseApplications({ query, auth: 'required', fetchOptions: { signal } });
    return readListPage(answer, franchiseContract.listFranchiseApplications.responses[200], 'applications', franchiseApplicationsTexts.invalid);
  });
}

/** GET /franchise-applications/{id}/contract: the signed PDF, with the admin's token. */
export function fetchContract(id: string) {
  return api.franchise.getFranchiseContract({ params: { id }, auth: 'required' });
}
