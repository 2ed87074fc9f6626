import { tsr } from '@/lib/api-client';
import { retryNetworkFailureOnce } from '@/lib/api-errors';
import { inboxKeys, INBOX_REFRESH_MS } from '@/lib/query-keys';

/** GET /payments/attention: open disputes (evidence due) and refunds the bank returned. */
export function usePaymentsAttention() {
  return tsr.payments.paymentsAttention.useQuery({
    queryKey: [...inboxKeys.all, 'payments-attention'],
    queryData: { auth: 'required' },
    select: (answer) => answer.body,
    refetchInterval: INBOX_REFRESH_MS,
    retry: retryNetworkFailureOnce,
  });
}
