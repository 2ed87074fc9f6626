import { useQueryClient } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { paymentsKeys } from '@/lib/query-keys';
import { invalidateAfterRefund, withSavedRow } from './billing-keys';

/**
 * Admin: POST /payments/{id}/refund (`body.amount` in cents; the whole remainder when absent). The
 * answered payment replaces its row at once (with the new refund and what remains), then every
 * list and figure the refund changes is refetched.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return tsr.payments.refundPayment.useMutation({
    onSuccess: ({ body: { payment } }) => {
      queryClient.setQueriesData<{ body: unknown }>({ queryKey: paymentsKeys.lists() }, (answer) => withSavedRow(answer, 'payments', payment));
      return invalidateAfterRefund(queryClient);
    },
  });
}
