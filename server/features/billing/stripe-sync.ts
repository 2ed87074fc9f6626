import type Stripe from 'stripe';
import type { Transaction } from '../../db/database.js';
import { findUserById } from '../auth/auth.public.js';
import { applyRefunds, lockPaymentByIntent, type PaymentRow, type RecordedInvoice, recordInvoicePayment } from '../payments/payments.public.js';
import type { BillingDeps } from './billing-deps.js';
import { paymentFailedEmail, paymentReceiptEmail, subscriptionConfirmedEmail } from './billing-emails.js';
import type { SubscriptionRow } from './billing.table.js';
import { lockStripeObject, storeStripeEvent } from './stripe-events.repository.js';
import { ensureFixedTermEnd, fetchPaymentDetails, idOf, subscriptionIdOfInvoice } from './stripe-snapshots.js';
import { findSubscriptionOwner, setSubscriptionAddress, setSubscriptionPaymentMethod, upsertSubscription } from './subscriptions.repository.js';

/**
 * One sync per Stripe object: each re-reads the object from Stripe and upserts it by its Stripe
 * id, so webhook redeliveries, events out of order and the success page racing the webhook all
 * end in the same rows. Each runs in one transaction that also records the event that caused it
 * (a redelivered event changes nothing) and holds a lock per object, so two syncs of one object
 * apply in the order they read it.
 */

export interface StripeEventRef {
  id: string;
  type: string;
}

export type SyncOutcome = 'synced' | 'duplicate' | 'ignored';

class DuplicateEvent extends Error {}

async function runSync<T>(
  deps: BillingDeps,
  lockKey: string,
  event: StripeEventRef | undefined,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | 'duplicate'> {
  try {
    return await deps.db.transaction(async (tx) => {
      await lockStripeObject(tx, lockKey);
      if (event && !(await storeStripeEvent(tx, event))) throw new DuplicateEvent();
      return work(tx);
    });
  } catch (error) {
    if (error instanceof DuplicateEvent) return 'duplicate';
    throw error;
  }
}

/** Records an event whose object is not ours (or needs nothing), so it is not handled twice. */
export async function recordEventOnly(deps: BillingDeps, event: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(deps, `event:${event.id}`, event, async () => 'ignored' as const);
  return outcome;
}

/** The order id the subscription carries; older or hand-made ones are traced through their Checkout Session. */
async function orderIdOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<string | null> {
  if (subscription.metadata?.orderId) return subscription.metadata.orderId;
  const sessions = await stripe.checkout.sessions.list({ subscription: subscription.id, limit: 1 });
  return sessions.data[0]?.client_reference_id ?? null;
}

/** A paid or failed invoice recorded as a payment; a new paid one also brings any refunds made before it arrived. */
async function recordInvoice(deps: BillingDeps, tx: Transaction, invoiceId: string, subscription: SubscriptionRow) {
  const stripe = deps.stripe.client;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const details = await fetchPaymentDetails(stripe, invoice);
  const recorded = await recordInvoicePayment(tx, invoice, details, subscription);
  if (!recorded) return undefined;
  const address = invoice.customer_address;
  if (address) await setSubscriptionAddress(tx, subscription.stripeSubscriptionId, address);
  if (!subscription.paymentMethodId && details.paymentMethodId) {
    await setSubscriptionPaymentMethod(tx, subscription.id, details.paymentMethodId);
  }
  if (recorded.newlyPaid && recorded.payment.paymentIntentId) {
    const found = await stripe.refunds.list({ payment_intent: recorded.payment.paymentIntentId, limit: 100 });
    if (found.data.length > 0) recorded.payment = await applyRefunds(tx, recorded.payment, found.data);
  }
  return recorded;
}

/**
 * Syncs a subscription and the invoices named (its latest, and `invoiceId` when an invoice event
 * brought us here). A monthly N-month subscription gets its end set here, once.
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  options: { event?: StripeEventRef; invoiceId?: string } = {},
): Promise<SyncOutcome> {
  const stripe = deps.stripe.client;
  // Outside the lock: Stripe (or the emulator) may deliver the update's own event at once, and
  // that delivery must be able to take the lock.
  await scheduleFixedTermEnd(deps, subscriptionId);
  const outcome = await runSync(deps, `subscription:${subscriptionId}`, options.event, async (tx) => {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const owner = await findSubscriptionOwner(tx, subscription.id, await orderIdOf(stripe, subscription));
    if (!owner) {
      deps.log.warn({ subscriptionId }, 'stripe: subscription not created by this site, ignored');
      return 'ignored' as const;
    }
    const row = await upsertSubscription(tx, subscription, owner);
    const invoiceIds = new Set([options.invoiceId, idOf(subscription.latest_invoice)].filter((id): id is string => Boolean(id)));
    for (const invoiceId of invoiceIds) {
      const result = await recordInvoice(deps, tx, invoiceId, row);
      if (result) await mailAboutPayment(deps, tx, result);
    }
    return 'synced' as const;
  });
  return outcome;
}

/** Sets the end of an N-month subscription once (idempotent: nothing happens when it has an end). */
async function scheduleFixedTermEnd(deps: BillingDeps, subscriptionId: string) {
  const subscription = await deps.stripe.client.subscriptions.retrieve(subscriptionId);
  const months = Number(subscription.metadata?.months);
  if (subscription.metadata?.billingCycle !== 'monthly' || !Number.isInteger(months) || months < 1) return;
  await ensureFixedTermEnd(deps.stripe.client, subscription, months);
}

/** Syncs an invoice (through its subscription, which decides who it belongs to). */
export async function syncInvoice(deps: BillingDeps, invoiceId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const invoice = await deps.stripe.client.invoices.retrieve(invoiceId);
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  if (!subscriptionId) return event ? recordEventOnly(deps, event) : 'ignored';
  return syncSubscription(deps, subscriptionId, { event, invoiceId });
}

/**
 * Syncs every refund of a payment (by its PaymentIntent) under the payment's row lock, which the
 * admin refund also takes to record what Stripe answered.
 */
export async function syncChargeRefunds(deps: BillingDeps, paymentIntentId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(deps, `payment-intent:${paymentIntentId}`, event, async (tx): Promise<PaymentRow | undefined> => {
    const payment = await lockPaymentByIntent(tx, paymentIntentId);
    // Not recorded yet: recording its invoice later brings the refunds along.
    if (!payment) return undefined;
    const found = await deps.stripe.client.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
    return applyRefunds(tx, payment, found.data);
  });
  if (outcome === 'duplicate') return outcome;
  return outcome ? 'synced' : 'ignored';
}

/** With the payment's row: one e-mail per payment newly recorded (confirmation, receipt or failure notice). */
async function mailAboutPayment(deps: BillingDeps, tx: Transaction, { payment, newlyPaid, newlyFailed }: RecordedInvoice) {
  if (!newlyPaid && !newlyFailed) return;
  const customer = await findUserById(tx, payment.userId);
  if (!customer) return;
  const message = newlyFailed
    ? paymentFailedEmail(customer, payment, deps.publicUrl)
    : payment.billingReason === 'subscription_create'
      ? subscriptionConfirmedEmail(customer, payment)
      : paymentReceiptEmail(customer, payment);
  await deps.mail.queue(tx, message);
  deps.log.info({ invoiceId: payment.stripeInvoiceId, mail: message.subject }, 'billing: payment e-mail queued');
}
