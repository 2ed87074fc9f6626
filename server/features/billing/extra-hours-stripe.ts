import type Stripe from 'stripe';
import type { BillingDeps } from './billing-deps.js';
import type { ExtraHourChargeRow } from './extra-hours.table.js';
import type { BillableWeek } from './extra-hours.repository.js';
import * as repository from './extra-hours.repository.js';
import { hasNextInvoice } from './renewal.js';

const metadataOf = (charge: ExtraHourChargeRow, week: BillableWeek) => ({
  extraHourChargeId: charge.id,
  timesheetId: charge.timesheetId,
  weekStart: charge.weekStart,
  subscriptionId: week.subscriptionId,
  stripeSubscriptionId: week.stripeSubscriptionId,
});

/**
 * Puts a claimed charge on an invoice at Stripe: an invoice item on the subscription's next invoice
 * when it has one, else a one-off invoice (finalized and charged to the subscription's card). Every
 * call carries a key made of the charge (its week and revision), so a retry after a crash or an
 * outage makes nothing twice. A refusal is kept on the charge (failed) and tried again by the sweep.
 */
export async function billChargeAtStripe(deps: BillingDeps, charge: ExtraHourChargeRow, week: BillableWeek): Promise<void> {
  const stripe = deps.stripe.client;
  const key = `extra-hours:${charge.timesheetId}:${charge.revision}`;
  const item = { customer: week.stripeCustomerId, currency: charge.currency, amount: charge.amount, description: charge.description, metadata: metadataOf(charge, week) };
  try {
    if (hasNextInvoice({ status: week.subscriptionStatus, cancelAt: week.cancelAt, cancelAtPeriodEnd: week.cancelAtPeriodEnd, currentPeriodEnd: week.currentPeriodEnd })) {
      const created = await stripe.invoiceItems.create({ ...item, subscription: week.stripeSubscriptionId }, { idempotencyKey: key });
      await repository.markCharge(deps.db, charge.id, { status: 'itemized', stripeInvoiceItemId: created.id });
      deps.log.info({ chargeId: charge.id, invoiceItem: created.id }, 'extra hours: on the next invoice');
      return;
    }
    const invoice = await oneOffInvoice(stripe, charge, week, key);
    await repository.markCharge(deps.db, charge.id, { status: 'invoiced', stripeInvoiceId: invoice.id, ...(invoice.itemId ? { stripeInvoiceItemId: invoice.itemId } : {}) });
    deps.log.info({ chargeId: charge.id, invoice: invoice.id }, 'extra hours: billed on a one-off invoice');
  } catch (error) {
    deps.log.warn({ err: error, chargeId: charge.id }, 'extra hours: Stripe refused or could not be reached; the sweep tries again');
    await repository.markCharge(deps.db, charge.id, { status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'unknown' });
  }
}

/**
 * A subscription with no next invoice (a fixed term over, a cancelled plan): the hours are billed
 * on an invoice of their own, finalized and charged at once. A declined card leaves it open at
 * Stripe (and failed on /payments), to be paid on its hosted page like an overdue renewal.
 */
async function oneOffInvoice(stripe: Stripe, charge: ExtraHourChargeRow, week: BillableWeek, key: string): Promise<{ id: string; itemId?: string }> {
  const draft = await stripe.invoices.create(
    {
      customer: week.stripeCustomerId,
      collection_method: 'charge_automatically',
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      currency: charge.currency,
      description: 'Extra hours worked after the last invoice of the subscription',
      metadata: metadataOf(charge, week),
      ...(week.paymentMethodId ? { default_payment_method: week.paymentMethodId } : {}),
    },
    { idempotencyKey: `${key}:invoice` },
  );
  const item = await stripe.invoiceItems.create(
    { customer: week.stripeCustomerId, invoice: draft.id, currency: charge.currency, amount: charge.amount, description: charge.description, metadata: metadataOf(charge, week) },
    { idempotencyKey: key },
  );
  const finalized = draft.status === 'draft' ? await stripe.invoices.finalizeInvoice(draft.id, {}, { idempotencyKey: `${key}:finalize` }) : draft;
  if (finalized.status === 'open' && finalized.amount_due > 0) {
    try {
      await stripe.invoices.pay(finalized.id, {}, { idempotencyKey: `${key}:pay` });
    } catch (error) {
      // A declined card: the invoice stays open and its failure reaches /payments through the webhook.
      if ((error as { type?: string }).type !== 'StripeCardError') throw error;
    }
  }
  return { id: finalized.id, itemId: item.id };
}
