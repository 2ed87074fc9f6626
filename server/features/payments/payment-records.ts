import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../../db/database.js';
import { payments, refunds, type PaymentRow } from './payments.table.js';

/** paid / failed from Stripe's invoice; undefined while it is a draft, unattempted or void. */
export function paymentStatusOfInvoice(invoice: Stripe.Invoice): 'paid' | 'failed' | undefined {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'uncollectible') return 'failed';
  if (invoice.status === 'open' && invoice.attempted && invoice.amount_remaining > 0) return 'failed';
  return undefined;
}

/** A tax ID as invoices print it: 'AU ABN 12345678901'. */
function taxIdText(taxId: { type: string; value: string | null }): string {
  return `${taxId.type.replaceAll('_', ' ').toUpperCase()} ${taxId.value ?? ''}`.trim();
}

const dateOfSeconds = (seconds: number | null | undefined) => (typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000) : null);

/**
 * The service period an invoice bills: its subscription line's (a renewal's month or year, not the
 * invoice's own period, which is the one that just ended), else the invoice's (a one-off invoice).
 * A seat added mid-period bills a proration line, whose period is the rest of the current one.
 */
export function servicePeriodOf(invoice: Stripe.Invoice): { start: Date | null; end: Date | null } {
  const subscriptionLines = (invoice.lines?.data ?? []).filter((line) => line.parent?.subscription_item_details);
  const line = subscriptionLines.find((candidate) => !candidate.parent?.subscription_item_details?.proration) ?? subscriptionLines[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return { start: dateOfSeconds(period.start), end: dateOfSeconds(period.end) };
}

/**
 * What an invoice is for: the plan's description; a seat added mid-period says so; a one-off
 * invoice has its own words (extra hours billed after the plan ended).
 */
function descriptionOf(invoice: Stripe.Invoice, subscription: InvoiceSubscription): string {
  if (invoice.billing_reason === 'subscription_update') return `Seats changed, prorated to the period's end: ${subscription.description}`;
  if (invoice.billing_reason !== 'manual') return subscription.description;
  return invoice.description || invoice.lines?.data[0]?.description || subscription.description;
}

/** A paid payment's status once refunds are counted. */
export function statusAfterRefunds(amount: number, amountRefunded: number): string {
  if (amountRefunded <= 0) return 'paid';
  return amountRefunded >= amount ? 'refunded' : 'partially_refunded';
}

const paidFamily = new Set(['paid', 'refunded', 'partially_refunded']);

/** How an invoice was paid, as billing read it from Stripe. */
export interface InvoicePaymentMethod {
  paymentIntentId: string | null;
  /** e.g. `visa •••• 4242`. */
  paymentMethod: string | null;
}

/** What a payment copies from the subscription its invoice belongs to. */
export interface InvoiceSubscription {
  stripeSubscriptionId: string;
  userId: string;
  plan: string;
  quantity: number;
  months: number | null;
  billingCycle: string;
  description: string;
}

export interface RecordedInvoice {
  payment: PaymentRow;
  /** This call recorded the payment as paid (first time): the customer gets one e-mail. */
  newlyPaid: boolean;
  newlyFailed: boolean;
}

/**
 * Records a paid or failed invoice as a payment, keyed by the invoice's Stripe id. Whether it is
 * new is decided under a row lock, so racing syncs (webhook and success page) mail only once.
 */
export async function recordInvoicePayment(
  db: Executor,
  invoice: Stripe.Invoice,
  details: InvoicePaymentMethod,
  subscription: InvoiceSubscription,
): Promise<RecordedInvoice | undefined> {
  const outcome = paymentStatusOfInvoice(invoice);
  if (!outcome) return undefined;
  // Revenue is dated by when the money came in, not by the invoice's creation (a renewal retried for days).
  const stripePaidAt = outcome === 'paid' && invoice.status_transitions?.paid_at ? new Date(invoice.status_transitions.paid_at * 1000) : null;
  const address = invoice.customer_address;
  const taxes = invoice.total_taxes ?? [];
  const taxId = invoice.customer_tax_ids?.[0];
  const period = servicePeriodOf(invoice);
  const values = {
    taxAmount: taxes.length > 0 ? taxes.reduce((sum, tax) => sum + tax.amount, 0) : null,
    customerTaxId: taxId ? taxIdText(taxId) : null,
    paymentIntentId: details.paymentIntentId,
    paymentMethod: details.paymentMethod,
    amount: outcome === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    billingReason: invoice.billing_reason,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    // Stripe numbers an invoice and makes its PDF when it is finalized, so a later sync may bring them.
    invoiceNumber: invoice.number ?? null,
    invoicePdfUrl: invoice.invoice_pdf ?? null,
    periodStart: period.start,
    periodEnd: period.end,
    shippingLine1: address?.line1 ?? null,
    shippingCity: address?.city ?? null,
    shippingState: address?.state ?? null,
    shippingCountry: address?.country ?? null,
  };
  const inserted = await db
    .insert(payments)
    .values({
      ...values,
      status: outcome,
      stripeInvoiceId: invoice.id,
      stripeSubscriptionId: subscription.stripeSubscriptionId,
      userId: subscription.userId,
      plan: subscription.plan,
      talents: subscription.quantity,
      months: subscription.months,
      billingCycle: subscription.billingCycle,
      description: descriptionOf(invoice, subscription),
      createdAt: new Date(invoice.created * 1000),
      paidAt: outcome === 'paid' ? (stripePaidAt ?? new Date()) : null,
    })
    .onConflictDoNothing({ target: payments.stripeInvoiceId })
    .returning();
  if (inserted[0]) return { payment: inserted[0], newlyPaid: outcome === 'paid', newlyFailed: outcome === 'failed' };

  const [previous] = await db.select().from(payments).where(eq(payments.stripeInvoiceId, invoice.id)).for('update');
  if (!previous) return undefined;
  const wasPaid = paidFamily.has(previous.status);
  // A paid invoice never goes back to failed; refunds keep their own status.
  const status = outcome === 'paid' ? statusAfterRefunds(values.amount, previous.amountRefunded) : wasPaid ? previous.status : 'failed';
  // Stripe's own paid_at wins over a backfilled or sync-time one; without it a first payment is dated now.
  const paidAt = stripePaidAt ?? previous.paidAt ?? (outcome === 'paid' ? new Date() : null);
  const [payment] = await db
    .update(payments)
    .set({ ...values, amount: wasPaid && outcome === 'failed' ? previous.amount : values.amount, status, paidAt, updatedAt: new Date() })
    .where(eq(payments.id, previous.id))
    .returning();
  return { payment: payment!, newlyPaid: outcome === 'paid' && !wasPaid, newlyFailed: false };
}

/**
 * Which of Stripe's refunds of a payment are failed now but were not when last recorded (or were
 * never recorded): call before `applyRefunds`, so the admins can be told once.
 */
export async function newlyFailedRefunds(db: Executor, payment: PaymentRow, stripeRefunds: Stripe.Refund[]): Promise<Stripe.Refund[]> {
  const failed = stripeRefunds.filter((refund) => refund.status === 'failed');
  if (failed.length === 0) return [];
  const known = await db
    .select({ id: refunds.stripeRefundId, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.stripeRefundId, failed.map((refund) => refund.id))));
  const alreadyFailed = new Set(known.filter((row) => row.status === 'failed').map((row) => row.id));
  return failed.filter((refund) => !alreadyFailed.has(refund.id));
}

/** Stripe never moves a refund out of these: the money did not go (or went back). */
const finalRefundStatuses = ['failed', 'canceled'];

/**
 * Upserts Stripe's refunds of a payment and recounts what has been refunded from them. Answers
 * arrive in any order (a create's answer or an idempotent replay of it, webhooks, syncs), so a
 * refund already recorded as failed or canceled is left as it is: an older "succeeded" or
 * "pending" copy never counts money that did not move, nor drops the bank's failure reason.
 */
export async function applyRefunds(db: Executor, payment: PaymentRow, stripeRefunds: Stripe.Refund[]): Promise<PaymentRow> {
  for (const refund of stripeRefunds) {
    const values = {
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status ?? 'pending',
      reason: refund.reason ?? null,
      failureReason: refund.failure_reason ?? null,
    };
    await db
      .insert(refunds)
      .values({ ...values, stripeRefundId: refund.id, paymentId: payment.id, createdAt: new Date(refund.created * 1000) })
      .onConflictDoUpdate({ target: refunds.stripeRefundId, set: values, setWhere: notInArray(refunds.status, finalRefundStatuses) });
  }
  const [sum] = await db
    .select({ refunded: sql<string>`coalesce(sum(${refunds.amount}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), inArray(refunds.status, ['succeeded', 'pending', 'requires_action'])));
  const amountRefunded = Number(sum?.refunded ?? 0);
  const status = paidFamily.has(payment.status) ? statusAfterRefunds(payment.amount, amountRefunded) : payment.status;
  const [updated] = await db
    .update(payments)
    .set({ amountRefunded, status, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}

export function lockPaymentByIntent(db: Executor, paymentIntentId: string) {
  return db
    .select()
    .from(payments)
    .where(eq(payments.paymentIntentId, paymentIntentId))
    .for('update')
    .then((rows) => rows[0]);
}
