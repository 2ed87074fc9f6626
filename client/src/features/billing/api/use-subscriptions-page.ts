import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminSubscriptionSorts, customerSubscriptionSorts, SubscriptionRecord } from '@contract/billing';
import { api } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/admin-request';
import { bodyOf, withSession } from './answer';
import { billingKeys } from './billing-keys';
import { listQuery, type ListParams } from './list-params';

export type AdminSubscriptionSort = (typeof adminSubscriptionSorts)[number];
export type CustomerSubscriptionSort = (typeof customerSubscriptionSorts)[number];

export type SubscriptionsRequest =
  | { view: 'admin'; params: ListParams<AdminSubscriptionSort>; userId?: string | undefined }
  | { view: 'customer'; params: ListParams<CustomerSubscriptionSort> };

export type SubscriptionsPage = { subscriptions: SubscriptionRecord[]; total: number };

function toPage(body: SubscriptionRecord[] | SubscriptionsPage): SubscriptionsPage {
  return Array.isArray(body) ? { subscriptions: body, total: body.length } : body;
}

/** One page of subscriptions: everyone's for an admin (GET /subscription/get-all), the caller's own otherwise (GET /subscription/my). */
export function useSubscriptionsPage(request: SubscriptionsRequest) {
  return useQuery({
    queryKey: [...billingKeys.subscriptions, request],
    queryFn: ({ signal }) =>
      withSession(async (extraHeaders) => {
        if (request.view === 'admin') {
          const query = { ...listQuery(request.params), ...(request.userId ? { userId: request.userId } : {}) };
          return toPage(bodyOf(await api.billing.allSubscriptions({ query, extraHeaders, fetchOptions: { signal } }), 200));
        }
        return toPage(bodyOf(await api.billing.mySubscriptions({ query: listQuery(request.params), extraHeaders, fetchOptions: { signal } }), 200));
      }),
    placeholderData: keepPreviousData,
    retry: retryNetworkFailureOnce,
  });
}
