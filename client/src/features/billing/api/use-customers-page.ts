import type { customerSorts } from '@contract/payments';
import { tsr } from '@/lib/api-client';
import { customersKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type CustomerSort = (typeof customerSorts)[number];

/** Admin: one page of the paying accounts with their totals (GET /customers). */
export function useCustomersPage(params: ListParams<CustomerSort>) {
  return tsr.payments.listCustomers.useQuery({
    queryKey: customersKeys.list(params),
    queryData: { query: pagingOf(params), auth: 'required' },
    select: (answer) => listPageOf(answer.body.customers, answer.body.total),
    ...listQueryOptions,
  });
}
