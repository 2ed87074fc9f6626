import type Stripe from 'stripe';
import type { Transaction } from '../../db/database.js';
import { findUserById } from '../auth/auth.public.js';
import { mailOf } from '../mail/mail.public.js';
import type { PaymentRow } from '../payments/payments.public.js';
import type { BillingDeps } from './billing-deps.js';
import { refundFailedMail } from './emails/refund-failed.email.js';

/**
 * A refund the bank returned: the payment counts as paid again (the money stayed), so this is
 * never silent: a warning in the log, and one e-mail to the company inbox per failed refund, in
 * the transaction that records it. The admin home lists it until an admin marks it handled, with a note.
 */
export async function tellCompanyOfFailedRefunds(deps: BillingDeps, tx: Transaction, payment: PaymentRow, failed: Stripe.Refund[]): Promise<void> {
  if (failed.length === 0) return;
  const customer = await findUserById(tx, payment.userId);
  for (const refund of failed) {
    deps.log.warn({ refundId: refund.id, paymentId: payment.id, failureReason: refund.failure_reason }, 'stripe: a refund failed; the customer was not paid back');
    const message = mailOf(refundFailedMail, deps.companyInbox, {
      customerName: customer?.name ?? 'a former customer',
      customerEmail: customer?.email ?? 'unknown',
      amount: refund.amount,
      currency: refund.currency,
      failureReason: refund.failure_reason ?? null,
      invoiceId: payment.stripeInvoiceId,
    });
    await deps.mail.queue(tx, message, deps.log);
  }
}
