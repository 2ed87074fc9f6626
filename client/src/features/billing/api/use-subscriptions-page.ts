import type { adminSubscriptionSorts, customerSubscriptionSorts, SubscriptionRecord } from '@contract/billing';
import { tsr, type ReadOptions } from '@/lib/api-client';
import { listQueryOptions, pageRequest, type ListPage } from '@/ui/list-kit/use-list-query';
import type { ListParams } from '@/ui/list-kit/use-list-state';
import { billingKeys } from './billing-keys';
import { selectBillingPage, sortAndSearch } from './list-answers';

export type AdminSubscriptionSort = (typeof adminSubscriptionSorts)[number];
export type CustomerSubscriptionSort = (typeof customerSubscriptionSorts)[number];
export type SubscriptionsPage = ListPage<SubscriptionRecord>;
type AdminSubscriptionsParams = ListParams<AdminSubscriptionSort, 'userId'>;

/** Admin: one page of everyone's subscriptions, or one customer's (`userId`), from GET /subscription/get-all. */
export const adminSubscriptionsPageQuery = (params: AdminSubscriptionsParams) =>
  ({
    queryKey: billingKeys.subscriptionList('admin', params),
    queryData: pageRequest(params, { ...sortAndSearch(params), ...(params.userId ? { userId: params.userId } : {}) }),
    ...listQueryOptions,
  }) satisfies ReadOptions<typeof tsr.billing.allSubscriptions>;

export function useAdminSubscriptionsPage(params: AdminSubscriptionsParams) {
  return tsr.billing.allSubscriptions.useQuery({ ...adminSubscriptionsPageQuery(params), select: selectBillingPage('subscriptions') });
}

/** Customer: one page of the caller's own subscriptions, from GET /subscription/my. */
export const mySubscriptionsPageQuery = (params: ListParams<CustomerSubscriptionSort>) =>
  ({
    queryKey: billingKeys.subscriptionList('customer', params),
    queryData: pageRequest(params, sortAndSearch(params)),
    ...listQueryOptions,
  }) satisfies ReadOptions<typeof tsr.billing.mySubscriptions>;

export function useMySubscriptionsPage(params: ListParams<CustomerSubscriptionSort>) {
  return tsr.billing.mySubscriptions.useQuery({ ...mySubscriptionsPageQuery(params), select: selectBillingPage('subscriptions') });
}
