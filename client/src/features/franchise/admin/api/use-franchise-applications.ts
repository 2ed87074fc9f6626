import type { FranchiseApplicationSort } from '@contract/franchise';
import { tsr } from '@/lib/api-client';
import { inboxKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';

export type FranchiseApplicationListParams = ListParams<FranchiseApplicationSort>;

/** GET /franchise-applications: one page of the signed contracts, searched and sorted on the server. */
export function useFranchiseApplications(params: FranchiseApplicationListParams) {
  return tsr.franchise.listFranchiseApplications.useQuery({
    queryKey: inboxKeys.franchiseList(params),
    queryData: { query: { page: params.page, pageSize: params.pageSize, q: params.q || undefined, sort: params.sort }, auth: 'required' },
    select: (answer) => listPageOf(answer.body.applications, answer.body.total),
    ...listQueryOptions,
  });
}

/** GET /franchise-applications/{id}/contract: the signed PDF, with the admin's token. */
export function fetchContract(id: string) {
  return tsr.franchise.getFranchiseContract.query({ params: { id }, auth: 'required' });
}
