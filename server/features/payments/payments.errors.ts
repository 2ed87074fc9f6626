import { billingMessages } from '../../../contract/billing.js';
import { conflict, notFound } from '../../lib/errors.js';

export const paymentErrors = {
  notFound: () => notFound('payments.not_found', billingMessages.paymentNotFound),
  refundTooLarge: () => conflict('payments.refund_too_large', billingMessages.refundTooLarge),
  nothingToRefund: () => conflict('payments.nothing_to_refund', billingMessages.nothingToRefund),
  notRefundable: () => conflict('payments.not_refundable', 'Only a paid payment can be refunded.'),
  refundInProgress: () =>
    conflict('payments.refund_in_progress', 'A refund of this payment is already in progress. Please try again in a moment.'),
};
