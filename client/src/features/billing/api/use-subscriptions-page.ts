import { billingContract, type adminSubscriptionSorts, type customerSubscriptionSorts, type SubscriptionRecord } from '@contract/billing';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { subscriptionsKeys } from '@/lib/query-keys';
import { listPageOf, useListQuery, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { pagingOf } from './paging';

export type AdminSubscriptionSort = (typeof adminSubscriptionSorts)[number];
export type CustomerSubscriptionSort = (typeof customerSubscriptionSorts)[number];
export type SubscriptionsPage = ListPage<SubscriptionRecord>;

const listSchema = billingContract.allSubscriptions.responses[200];

function toPage(body: SubscriptionRecord[] | { subscriptions: SubscriptionRecord[]; total: number }): SubscriptionsPage {
  return Array.isArray(body) ? listPageOf(body, undefined) : listPageOf(body.subscriptions, body.total);
}

/** Admin: one page of everyone's subscriptions, or one customer's (`userId`), from GET /subscription/get-all. */
export function useAdminSubscriptionsPage(params: ListParams<AdminSubscriptionSort, 'userId'>) {
  return useListQuery(subscriptionsKeys.list('admin', params), async (signal) => {
    const query = { ...pagingOf(params), ...(params.userId ? { userId: params.userId } : {}) };
    return toPage(expectBody(await api.billing.allSubscriptions({ query, auth: 'required', fetchOptions: { signal } }), 200, listSchema));
  });
}

/** Customer: one page of the caller's own subscriptions, from GET /subscription/my. */
export function useMySubscriptionsPage(params: ListParams<CustomerSubscriptionSort>) {
  return useListQuery(subscriptionsKeys.list('customer', params), async (signal) =>
    toPage(expectBody(await api.billing.mySubscriptions({ query: pagingOf(params), auth: 'required', fetchOptions: { signal } }), 200, listSchema)),
  );
}
