import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { paymentsContract, type customerSorts } from '@contract/payments';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { customersKeys } from '@/lib/query-keys';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type CustomerSort = (typeof customerSorts)[number];

const pageSchema = paymentsContract.listCustomers.responses[200];

/** Admin: one page of the paying accounts with their totals (GET /customers). */
export function useCustomersPage(params: ListParams<CustomerSort>) {
  return useQuery({
    queryKey: customersKeys.list(params),
    queryFn: async ({ signal }) => {
      const body = expectBody(await api.payments.listCustomers({ query: pagingOf(params), auth: 'required', fetchOptions: { signal } }), 200, pageSchema);
      return { rows: body.customers, total: body.total };
    },
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
