import { selectBody, tsr, type ReadOptions } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';
import { inboxReadOptions } from '@/ui/inbox/inbox-query';
import { adminHomeKeys } from './admin-home-keys';

/** GET /payments/attention: open disputes (evidence due) and refunds the bank returned. */
export const paymentsAttentionQuery = () =>
  ({ queryKey: adminHomeKeys.paymentsAttention, queryData: { auth: 'required' }, ...inboxReadOptions }) satisfies ReadOptions<typeof tsr.payments.paymentsAttention>;

export function usePaymentsAttention() {
  return tsr.payments.paymentsAttention.useQuery({ ...paymentsAttentionQuery(), select: selectBody });
}

/** POST /admin/refunds/{id}/handled with the admin's note: the refund leaves this list and shows its note on its payment. */
export function useMarkRefundHandled() {
  const queryClient = tsr.useQueryClient();
  return tsr.payments.markRefundHandled.useMutation({ onSuccess: () => invalidateKeys(queryClient, staleAfter.refundHandled) });
}
