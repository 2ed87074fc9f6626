import type Stripe from 'stripe';
import type { Transaction } from '../../db/database.js';
import { applyRefunds, lockPaymentByIntent, newlyFailedRefunds, type PaymentRow, recordInvoicePayment } from '../payments/payments.public.js';
import type { PaymentMethodCard } from '../../../contract/billing.js';
import type { BillingDeps } from './billing-deps.js';
import { describePaymentMethod } from './payment-methods.js';
import type { SubscriptionRow } from './billing.table.js';
import { ownerFromDashboardLink } from './dashboard-link.js';
import { linkRequestOf } from './dashboard-link-terms.js';
import { recordFixedTermEnd } from './fixed-term-record.js';
import { adoptPayingCard, needsAuthentication } from './paying-card.js';
import { invoiceItemIdsOf, withAllLines } from './invoice-lines.js';
import { markItemsInvoiced } from './extra-hours.repository.js';
import { settlePendingAdds } from './seat-changes.repository.js';
import { mailAboutPayment } from './payment-mails.js';
import { tellCompanyOfFailedRefunds } from './refund-failure.js';
import { isStripeEventStored, storeStripeEvent } from './stripe-events.repository.js';
import { fetchPaymentDetails, holdFixedTermEnd, type FixedTermCheck, idOf, type PaymentDetails, subscriptionIdOfInvoice } from './stripe-snapshots.js';
import {
  findSubscriptionByStripeId,
  findSubscriptionOwner,
  setSubscriptionAddress,
  setPaymentMethodCard,
  setSubscriptionPaymentMethod,
  upsertSubscription,
} from './subscriptions.repository.js';

/**
 * One sync per Stripe object: each re-reads the object from Stripe and upserts it by its Stripe
 * id, so webhook redeliveries, events out of order and the success page racing the webhook all
 * end in the same rows. A sync holds a lock named after its object (an advisory lock on a
 * connection of its own, not a transaction) while it reads Stripe, then writes what it read in one
 * short transaction that also records the event that caused it (a redelivered event changes
 * nothing). No transaction is ever open across a Stripe call, and two syncs of one object apply
 * in the order they read it.
 */

export interface StripeEventRef {
  id: string;
  type: string;
}

export type SyncOutcome = 'synced' | 'duplicate' | 'ignored';

class DuplicateEvent extends Error {}

/** Reads under the object's lock, then writes in one transaction with the event, unless it was handled before. */
export async function runSync<Read, T>(
  deps: BillingDeps,
  lockKey: string,
  event: StripeEventRef | undefined,
  read: () => Promise<Read>,
  write: (tx: Transaction, fetched: Read) => Promise<T>,
): Promise<T | 'duplicate'> {
  return deps.whileLocked(`stripe:${lockKey}`, async () => {
    if (event && (await isStripeEventStored(deps.db, event.id))) return 'duplicate';
    const fetched = await read();
    try {
      return await deps.db.transaction(async (tx) => {
        if (event && !(await storeStripeEvent(tx, event))) throw new DuplicateEvent();
        return write(tx, fetched);
      });
    } catch (error) {
      if (error instanceof DuplicateEvent) return 'duplicate';
      throw error;
    }
  });
}

/** Records an event whose object is not ours (or needs nothing), so it is not handled twice. */
export async function recordEventOnly(deps: BillingDeps, event: StripeEventRef): Promise<SyncOutcome> {
  return runSync(deps, `event:${event.id}`, event, async () => undefined, async () => 'ignored' as const);
}

/** The order id the subscription carries; older or hand-made ones are traced through their Checkout Session. */
async function orderIdOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<string | null> {
  if (subscription.metadata?.orderId) return subscription.metadata.orderId;
  const sessions = await stripe.checkout.sessions.list({ subscription: subscription.id, limit: 1 });
  return sessions.data[0]?.client_reference_id ?? null;
}

/** What Stripe says of one invoice: the invoice, how it was paid, and any refunds of that payment. */
interface InvoiceSnapshot {
  invoice: Stripe.Invoice;
  details: PaymentDetails;
  refunds: Stripe.Refund[];
}

async function readInvoice(stripe: Stripe, invoiceId: string): Promise<InvoiceSnapshot> {
  const invoice = await withAllLines(stripe, await stripe.invoices.retrieve(invoiceId));
  const details = await fetchPaymentDetails(stripe, invoice);
  // Refunds made before the payment was first recorded come along with it.
  const refunds =
    invoice.status === 'paid' && details.paymentIntentId
      ? (await stripe.refunds.list({ payment_intent: details.paymentIntentId, limit: 100 })).data
      : [];
  return { invoice, details, refunds };
}

/** A paid or failed invoice recorded as a payment; a new paid one also brings any refunds made before it arrived. */
async function recordInvoice(tx: Transaction, { invoice, details, refunds }: InvoiceSnapshot, subscription: SubscriptionRow) {
  const recorded = await recordInvoicePayment(tx, invoice, details, subscription);
  if (!recorded) return undefined;
  const address = invoice.customer_address;
  if (address) await setSubscriptionAddress(tx, subscription.stripeSubscriptionId, address);
  if (!subscription.paymentMethodId && details.paymentMethodId) {
    await setSubscriptionPaymentMethod(tx, subscription.id, details.paymentMethodId);
  }
  if (recorded.newlyPaid && refunds.length > 0) recorded.payment = await applyRefunds(tx, recorded.payment, refunds);
  // The extra hours it bills are no longer waiting for the next invoice.
  await markItemsInvoiced(tx, invoice.id, invoiceItemIdsOf(invoice));
  return recorded;
}

/**
 * Syncs a subscription and the invoices named (its latest, and `invoiceId` when an invoice event
 * brought us here). A monthly N-month subscription gets its end set when the site first sees it,
 * and never again: a change made in Stripe's Dashboard stays.
 */
export async function syncSubscription(
  deps: BillingDeps,
  subscriptionId: string,
  options: { event?: StripeEventRef; invoiceId?: string } = {},
): Promise<SyncOutcome> {
  const stripe = deps.stripe.client;
  return runSync(
    deps,
    `subscription:${subscriptionId}`,
    options.event,
    async () => {
      const term = await checkFixedTerm(stripe, await stripe.subscriptions.retrieve(subscriptionId));
      const orderId = await orderIdOf(stripe, term.subscription);
      const invoiceIds = new Set([options.invoiceId, idOf(term.subscription.latest_invoice)].filter((id): id is string => Boolean(id)));
      const invoices: InvoiceSnapshot[] = [];
      for (const invoiceId of invoiceIds) invoices.push(await readInvoice(stripe, invoiceId));
      // An overdue invoice paid with a new card: that card pays the renewals from now on.
      const subscription = await adoptPayingCard(stripe, term.subscription, invoices, options);
      const cards = await readCards(stripe, [idOf(subscription.default_payment_method), ...invoices.map((snapshot) => snapshot.details.paymentMethodId)]);
      return { subscription, orderId, invoices, cards, restored: term.restored };
    },
    async (tx, { subscription, orderId, invoices, cards, restored }) => {
      // An order of ours or a row already recorded; else a Dashboard-made one its metadata links to an account.
      const owner = (await findSubscriptionOwner(tx, subscription.id, orderId)) ?? (await ownerFromDashboardLink(deps.log, tx, subscription));
      if (!owner) {
        deps.log.warn({ subscriptionId }, 'stripe: subscription not created by this site, ignored');
        return 'ignored' as const;
      }
      const before = restored ? await findSubscriptionByStripeId(tx, subscription.id) : undefined;
      const row = await upsertSubscription(tx, subscription, owner);
      // An added seat opens once its prorated invoice is paid (Stripe applied the pending update).
      await settlePendingAdds(tx, row, Boolean(subscription.pending_update));
      if (restored) await recordFixedTermEnd(deps, tx, { before, row }, restored);
      for (const snapshot of invoices) {
        const recorded = await recordInvoice(tx, snapshot, row);
        if (recorded) await mailAboutPayment(deps, tx, recorded, { subscription: row, needsAuthentication: needsAuthentication(snapshot, options) });
      }
      for (const [paymentMethodId, card] of cards) await setPaymentMethodCard(tx, paymentMethodId, card);
      return 'synced' as const;
    },
  );
}

/** The card (brand, last four) of each payment method named, for the tables to show. */
async function readCards(stripe: Stripe, ids: (string | null)[]): Promise<Map<string, PaymentMethodCard | null>> {
  const cards = new Map<string, PaymentMethodCard | null>();
  for (const id of new Set(ids)) if (id) cards.set(id, await describePaymentMethod(stripe, id));
  return cards;
}

/**
 * The end of an N-month subscription, from the months its checkout recorded (nothing for other
 * plans), checked on every sync. A Dashboard-made one linked by its metadata may leave out
 * `billingCycle`: its price says (holdFixedTermEnd holds only monthly prices).
 */
async function checkFixedTerm(stripe: Stripe, subscription: Stripe.Subscription): Promise<FixedTermCheck> {
  const months = Number(subscription.metadata?.months);
  const cycle = subscription.metadata?.billingCycle ?? (linkRequestOf(subscription) ? 'monthly' : undefined);
  if (cycle !== 'monthly' || !Number.isInteger(months) || months < 1) return { subscription };
  return holdFixedTermEnd(stripe, subscription, months);
}

/** Syncs an invoice (through its subscription, which decides who it belongs to). */
export async function syncInvoice(deps: BillingDeps, invoiceId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const invoice = await deps.stripe.client.invoices.retrieve(invoiceId);
  // A one-off invoice (extra hours of a plan with no next invoice) has no subscription parent: its metadata names the plan.
  const subscriptionId = subscriptionIdOfInvoice(invoice) ?? (invoice.metadata?.stripeSubscriptionId || null);
  if (!subscriptionId) return event ? recordEventOnly(deps, event) : 'ignored';
  return syncSubscription(deps, subscriptionId, { event, invoiceId });
}

/**
 * Syncs every refund of a payment (by its PaymentIntent) under the payment's row lock, which the
 * admin refund also takes to record what Stripe answered.
 */
export async function syncChargeRefunds(deps: BillingDeps, paymentIntentId: string, event?: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(
    deps,
    `payment-intent:${paymentIntentId}`,
    event,
    async () => (await deps.stripe.client.refunds.list({ payment_intent: paymentIntentId, limit: 100 })).data,
    async (tx, found): Promise<PaymentRow | undefined> => {
      const payment = await lockPaymentByIntent(tx, paymentIntentId);
      // Not recorded yet: recording its invoice later brings the refunds along.
      if (!payment) return undefined;
      const failed = await newlyFailedRefunds(tx, payment, found);
      const updated = await applyRefunds(tx, payment, found);
      await tellCompanyOfFailedRefunds(deps, tx, updated, failed);
      return updated;
    },
  );
  if (outcome === 'duplicate') return outcome;
  return outcome ? 'synced' : 'ignored';
}
