import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { billingKeys } from './billing-keys';

/** Admin: active subscriptions, monthly recurring revenue and this month's refunds (GET /payments/summary). */
export const revenueSummaryQuery = () =>
  ({ queryKey: billingKeys.revenue, queryData: { auth: 'required' }, retry: retryNetworkFailureOnce }) satisfies ReadOptions<typeof tsr.payments.revenueSummary>;

export function useRevenueSummary() {
  return tsr.payments.revenueSummary.useQuery({ ...revenueSummaryQuery(), select: selectBody });
}
