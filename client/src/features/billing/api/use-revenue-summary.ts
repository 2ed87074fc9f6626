import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/admin-request';
import { bodyOf, withSession } from './answer';
import { billingKeys } from './billing-keys';

/** Admin: active subscriptions, monthly recurring revenue and this month's refunds (GET /payments/summary). */
export function useRevenueSummary() {
  return useQuery({
    queryKey: billingKeys.revenueSummary,
    queryFn: ({ signal }) =>
      withSession(async (extraHeaders) => bodyOf(await api.payments.revenueSummary({ extraHeaders, fetchOptions: { signal } }), 200)),
    retry: retryNetworkFailureOnce,
  });
}
