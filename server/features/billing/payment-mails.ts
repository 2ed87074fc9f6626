import type { Transaction } from '../../db/database.js';
import { findUserById } from '../auth/auth.public.js';
import { mailOf, type TemplatedMail } from '../mail/mail.public.js';
import type { RecordedInvoice } from '../payments/payments.public.js';
import type { BillingDeps } from './billing-deps.js';
import type { SubscriptionRow } from './billing.table.js';
import { paymentActionRequiredMail } from './emails/payment-action-required.email.js';
import { paymentFailedMail } from './emails/payment-failed.email.js';
import { paymentReceiptMail } from './emails/payment-receipt.email.js';
import { renewalFailedInboxMail } from './emails/renewal-failed-inbox.email.js';
import { subscriptionConfirmedMail } from './emails/subscription-confirmed.email.js';

const DAY_MS = 86_400_000;

/** The grace period of a past-due subscription ends PAYMENT_GRACE_DAYS after it was first found so (placements' payment-grace.ts reckons the same). */
function workPausesAfter(subscription: SubscriptionRow, graceDays: number): { since: Date; pausesAfter: Date } | null {
  if (subscription.status !== 'past_due') return null;
  const since = subscription.pastDueSince ?? new Date();
  return { since, pausesAfter: new Date(since.getTime() + graceDays * DAY_MS) };
}

/**
 * With the payment's row, in the transaction that records it: e-mails per payment newly
 * recorded. Paid: a receipt for every invoice, new customer or old (docs/decisions/0196), and for
 * the first invoice of a subscription the confirmation beside it. Not paid (its first failure only: retries that
 * fail again record nothing new, so a redelivery or a retry mails nobody): the customer gets how to
 * pay, or, when the bank asks the cardholder to confirm the payment, the invoice's page to confirm
 * it on; the company inbox is told of a renewal left overdue, with when the team's work pauses.
 */
export async function mailAboutPayment(
  deps: BillingDeps,
  tx: Transaction,
  { payment, newlyPaid, newlyFailed }: RecordedInvoice,
  context: { subscription: SubscriptionRow; needsAuthentication: boolean },
) {
  if (!newlyPaid && !newlyFailed) return;
  const customer = await findUserById(tx, payment.userId);
  if (!customer) return;
  const { amount, currency, description, hostedInvoiceUrl, invoiceNumber, invoicePdfUrl } = payment;
  const invoice = {
    name: customer.name,
    amount,
    currency,
    description,
    hostedInvoiceUrl,
    invoiceNumber,
    invoicePdfUrl,
    periodStart: payment.periodStart?.toISOString() ?? null,
    periodEnd: payment.periodEnd?.toISOString() ?? null,
  };
  if (newlyPaid) {
    if (payment.billingReason === 'subscription_create') {
      await queue(deps, tx, payment.stripeInvoiceId, mailOf(subscriptionConfirmedMail, customer.email, invoice));
    }
    await queue(deps, tx, payment.stripeInvoiceId, mailOf(paymentReceiptMail, customer.email, invoice));
    return;
  }
  const grace = workPausesAfter(context.subscription, deps.paymentGraceDays);
  const toCustomer = context.needsAuthentication
    ? mailOf(paymentActionRequiredMail, customer.email, invoice)
    : mailOf(paymentFailedMail, customer.email, { ...invoice, workPausesAfter: grace?.pausesAfter.toISOString() ?? null });
  await queue(deps, tx, payment.stripeInvoiceId, toCustomer);
  if (!grace) return;
  const toInbox = mailOf(renewalFailedInboxMail, deps.companyInbox, {
    customerName: customer.name,
    customerEmail: customer.email,
    subscription: description,
    amount,
    currency,
    why: context.needsAuthentication ? ('authentication' as const) : ('declined' as const),
    overdueSince: grace.since.toISOString(),
    workPausesAfter: grace.pausesAfter.toISOString(),
    invoiceId: payment.stripeInvoiceId,
  });
  await queue(deps, tx, payment.stripeInvoiceId, toInbox);
}

async function queue(deps: BillingDeps, tx: Transaction, invoiceId: string, message: TemplatedMail) {
  await deps.mail.queue(tx, message);
  deps.log.info({ invoiceId, mail: message.subject }, 'billing: payment e-mail queued');
}
