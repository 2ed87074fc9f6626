import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { revenueKeys } from '@/lib/query-keys';

/** Admin: active subscriptions, monthly recurring revenue and this month's refunds (GET /payments/summary). */
export function useRevenueSummary() {
  return tsr.payments.revenueSummary.useQuery({
    queryKey: revenueKeys.all,
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    retry: retryNetworkFailureOnce,
  });
}
