import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { franchiseContract, type FranchiseApplicationSort } from '@contract/franchise';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys } from '@/lib/query-keys';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { franchiseApplicationsTexts } from '@/features/franchise/admin/franchise-applications-texts';

export type FranchiseApplicationListParams = ListParams<FranchiseApplicationSort>;

/** GET /franchise-applications: one page of the signed contracts, searched and sorted on the server. */
export function useFranchiseApplications(params: FranchiseApplicationListParams) {
  return useQuery({
    queryKey: inboxKeys.franchiseList(params),
    queryFn: async ({ signal }) => {
      const answer = await api.franchise.listFranchiseApplications({
        query: { page: params.page, pageSize: params.pageSize, q: params.q || undefined, sort: params.sort },
        auth: 'required',
        fetchOptions: { signal },
      });
      const body = expectBody(answer, 200, franchiseContract.listFranchiseApplications.responses[200], franchiseApplicationsTexts.invalid);
      return { applications: body.applications, total: body.total ?? body.applications.length };
    },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}

/** GET /franchise-applications/{id}/contract: the signed PDF, with the admin's token. */
export function fetchContract(id: string) {
  return api.franchise.getFranchiseContract({ params: { id }, auth: 'required' });
}
