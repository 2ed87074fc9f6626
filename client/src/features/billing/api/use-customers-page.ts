import { paymentsContract, type customerSorts } from '@contract/payments';
import { api } from '@/lib/api-client';
import { customersKeys } from '@/lib/query-keys';
import { readListPage, useListQuery } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type CustomerSort = (typeof customerSorts)[number];

const pageSchema = paymentsContract.listCustomers.responses[200];

/** Admin: one page of the paying accounts with their totals (GET /customers). */
export function useCustomersPage(params: ListParams<CustomerSort>) {
  return useListQuery(customersKeys.list(params), async (signal) =>
    readListPage(await api.payments.listCustomers({ query: pagingOf(params), auth: 'required', fetchOptions: { signal } }), pageSchema, 'customers'),
  );
}
