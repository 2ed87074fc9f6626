import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bodyOf, withSession } from './answer';
import { invalidateAfterRefund } from './billing-keys';

export type RefundRequest = { paymentId: string; /** Cents; the whole remainder when absent. */ amount?: number | undefined };

/** Admin: POST /payments/{id}/refund, then every list and figure the refund changes is refetched. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, amount }: RefundRequest) =>
      withSession(async (extraHeaders) =>
        bodyOf(
          await api.payments.refundPayment({ params: { id: paymentId }, body: amount === undefined ? {} : { amount }, extraHeaders }),
          201,
        ),
      ),
    onSuccess: () => invalidateAfterRefund(queryClient),
  });
}
