import { useQuery } from '@tanstack/react-query';
import { paymentsContract } from '@contract/payments';
import { api } from '@/lib/api-client';
import { expectBody, retryNetworkFailureOnce } from '@/lib/api-errors';
import { revenueKeys } from '@/lib/query-keys';

/** Admin: active subscriptions, monthly recurring revenue and this month's refunds (GET /payments/summary). */
export function useRevenueSummary() {
  return useQuery({
    queryKey: revenueKeys.all,
    queryFn: async ({ signal }) =>
      expectBody(await api.payments.revenueSummary({ auth: 'required', fetchOptions: { signal } }), 200, paymentsContract.revenueSummary.responses[200]),
    retry: retryNetworkFailureOnce,
  });
}
