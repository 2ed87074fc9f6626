import { tsr } from '@/lib/api-client';
import { useSavedRowUpdates } from './list-answers';

/**
 * Admin: POST /payments/{id}/refund (`body.amount` in cents; the whole remainder when absent). The
 * answered payment replaces its row at once (with the new refund and what remains), then every
 * list and figure the refund changes is refetched.
 */
export function useRefundPayment() {
  const { refunded } = useSavedRowUpdates();
  return tsr.payments.refundPayment.useMutation({ onSuccess: ({ body }) => refunded(body.payment) });
}
