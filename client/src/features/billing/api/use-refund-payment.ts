import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsContract } from '@contract/payments';
import { api } from '@/lib/api-client';
import { expectBody } from '@/lib/api-errors';
import { paymentsKeys } from '@/lib/query-keys';
import { replaceRow } from '@/ui/list-kit/use-list-query';
import { invalidateAfterRefund } from './billing-keys';
import type { PaymentsPage } from './use-payments-page';

export type RefundRequest = { paymentId: string; /** Cents; the whole remainder when absent. */ amount?: number | undefined };

/**
 * Admin: POST /payments/{id}/refund. The answered payment replaces its row at once (with the new
 * refund and what remains), then every list and figure the refund changes is refetched.
 */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ paymentId, amount }: RefundRequest) =>
      expectBody(
        await api.payments.refundPayment({ params: { id: paymentId }, body: amount === undefined ? {} : { amount }, auth: 'required' }),
        201,
        paymentsContract.refundPayment.responses[201],
      ),
    onSuccess: ({ payment }) => {
      queryClient.setQueriesData<PaymentsPage>({ queryKey: paymentsKeys.lists() }, (page) => replaceRow(page, payment));
      return invalidateAfterRefund(queryClient);
    },
  });
}
