import { billingMessages } from '../../../contract/billing.js';
import { conflict, notFound } from '../../lib/errors.js';

export const paymentErrors = {
  notFound: () => notFound('payments.not_found', billingMessages.paymentNotFound),
  refundTooLarge: () => conflict('payments.refund_too_large', billingMessages.refundTooLarge),
  nothingToRefund: () => conflict('payments.nothing_to_refund', billingMessages.nothingToRefund),
  notRefundable: () => conflict('payments.not_refundable', 'Only a paid payment can be refunded.'),
  refundInProgress: () =>
    conflict('payments.refund_in_progress', 'A refund of this payment is already in progress. Please try again in a moment.'),
  /** An earlier try whose answer was lost went through at Stripe for another amount than asked now: recorded, and the admin told. */
  earlierRefundAttempt: () =>
    conflict(
      'payments.earlier_refund_attempt',
      'An earlier try to refund this payment went through at Stripe for another amount, and is recorded now. Check the refunds, then refund again if more is due.',
    ),
  disputed: () => conflict('payments.disputed', 'This payment is disputed: it cannot be refunded while the dispute is open.'),
  refundNotFound: () => notFound('payments.refund_not_found', 'Refund not found.'),
  refundNotFailed: () => conflict('payments.refund_not_failed', 'Only a refund the bank returned can be marked handled.'),
  refundAlreadyHandled: () => conflict('payments.refund_already_handled', 'This refund is already marked handled.'),
};
