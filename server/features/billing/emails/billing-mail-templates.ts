import { disputeOpenedMail } from './dispute-opened.email.js';
import { paymentActionRequiredMail } from './payment-action-required.email.js';
import { paymentFailedMail } from './payment-failed.email.js';
import { paymentReceiptMail } from './payment-receipt.email.js';
import { refundFailedMail } from './refund-failed.email.js';
import { renewalFailedInboxMail } from './renewal-failed-inbox.email.js';
import { seatRemovedInboxMail } from './seat-removed-inbox.email.js';
import { subscriptionConfirmedMail } from './subscription-confirmed.email.js';

/** Every mail billing sends, for the mail worker's catalogue and the preview. */
export const billingMailTemplates = [subscriptionConfirmedMail, paymentReceiptMail, paymentFailedMail, disputeOpenedMail, refundFailedMail, renewalFailedInboxMail, paymentActionRequiredMail, seatRemovedInboxMail];
