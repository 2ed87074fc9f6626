import type { customerSorts } from '@contract/payments';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, selectPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { billingKeys } from './billing-keys';
import { sortAndSearch } from './list-answers';

export type CustomerSort = (typeof customerSorts)[number];

/** Admin: one page of the paying accounts with their totals (GET /customers). */
export const customersPageQuery = (params: ListParams<CustomerSort>) =>
  ({ queryKey: billingKeys.customerList(params), queryData: pageRequest(params, sortAndSearch(params)), ...listQueryOptions }) satisfies ReadOptions<
    typeof tsr.payments.listCustomers
  >;

export function useCustomersPage(params: ListParams<CustomerSort>) {
  return tsr.payments.listCustomers.useQuery({ ...customersPageQuery(params), select: selectPage('customers') });
}
