import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { customerSorts } from '@contract/payments';
import { api } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/admin-request';
import { bodyOf, withSession } from './answer';
import { billingKeys } from './billing-keys';
import { listQuery, type ListParams } from './list-params';

export type CustomerSort = (typeof customerSorts)[number];

/** Admin: one page of the paying accounts with their totals (GET /customers). */
export function useCustomersPage(params: ListParams<CustomerSort>) {
  return useQuery({
    queryKey: [...billingKeys.customers, params],
    queryFn: ({ signal }) =>
      withSession(async (extraHeaders) =>
        bodyOf(await api.payments.listCustomers({ query: listQuery(params), extraHeaders, fetchOptions: { signal } }), 200),
      ),
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
