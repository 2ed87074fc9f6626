import type { adminSubscriptionSorts, customerSubscriptionSorts, SubscriptionRecord } from '@contract/billing';
import { tsr } from '@/lib/api-client';
import { subscriptionsKeys } from '@/lib/query-keys';
import { listPageOf, listQueryOptions, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type AdminSubscriptionSort = (typeof adminSubscriptionSorts)[number];
export type CustomerSubscriptionSort = (typeof customerSubscriptionSorts)[number];
export type SubscriptionsPage = ListPage<SubscriptionRecord>;

/** A subscriptions answer as a page: the rows bare (asked without paging), or a page with its total. */
function toPage({ body }: { body: SubscriptionRecord[] | { subscriptions: SubscriptionRecord[]; total: number } }): SubscriptionsPage {
  return Array.isArray(body) ? listPageOf(body, undefined) : listPageOf(body.subscriptions, body.total);
}

/** Admin: one page of everyone's subscriptions, or one customer's (`userId`), from GET /subscription/get-all. */
export function useAdminSubscriptionsPage(params: ListParams<AdminSubscriptionSort, 'userId'>) {
  return tsr.billing.allSubscriptions.useQuery({
    queryKey: subscriptionsKeys.list('admin', params),
    queryData: { query: { ...pagingOf(params), ...(params.userId ? { userId: params.userId } : {}) }, auth: 'required' },
    select: toPage,
    ...listQueryOptions,
  });
}

/** Customer: one page of the caller's own subscriptions, from GET /subscription/my. */
export function useMySubscriptionsPage(params: ListParams<CustomerSubscriptionSort>) {
  return tsr.billing.mySubscriptions.useQuery({
    queryKey: subscriptionsKeys.list('customer', params),
    queryData: { query: pagingOf(params), auth: 'required' },
    select: toPage,
    ...listQueryOptions,
  });
}
