import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { reactivateAfterPayment } from './dunning.js';
import type { EventBody } from './objects/event.js';

/**
 * Stripe's pending updates (`payment_behavior: 'pending_if_incomplete'`): a change whose invoice
 * was not paid waits in `pending_update` until that invoice is paid (then it applies) or until
 * `expires_at` (then it is dropped and the invoice voided).
 */

/** Stripe keeps a pending update 23 hours, or to the end of the period if that comes first. */
export const PENDING_UPDATE_SECONDS = 23 * 60 * 60;

export function buildPendingUpdate(item: Stripe.SubscriptionItem, quantity: number, now: number): Stripe.Subscription.PendingUpdate {
  return {
    billing_cycle_anchor: null,
    cancel_at_period_end: null,
    discount: null,
    discounts: null,
    expires_at: Math.min(now + PENDING_UPDATE_SECONDS, item.current_period_end),
    metadata: null,
    subscription_items: [{ ...structuredClone(item), quantity }],
    trial_end: null,
    trial_from_plan: null,
  };
}

const subscriptionOfInvoice = (context: EmulatorContext, invoice: Stripe.Invoice) =>
  context.store.state.subscriptions[String(invoice.parent?.subscription_details?.subscription)];

/** The invoice a pending update waited on is paid: its items take their new quantities. */
function applyPendingUpdate(context: EmulatorContext, invoice: Stripe.Invoice): EventBody[] {
  const subscription = subscriptionOfInvoice(context, invoice);
  if (!subscription?.pending_update || subscription.latest_invoice !== invoice.id) return [];
  const before = structuredClone(subscription);
  for (const pending of subscription.pending_update.subscription_items ?? []) {
    const item = subscription.items.data.find((candidate) => candidate.id === pending.id);
    if (item) item.quantity = pending.quantity;
  }
  subscription.pending_update = null;
  const previousAttributes = { items: before.items, pending_update: before.pending_update };
  return [
    { type: 'customer.subscription.pending_update_applied', data: { object: subscription, previous_attributes: previousAttributes } },
    { type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } },
  ];
}

/**
 * What a paid invoice sends: `invoice.paid` (and `invoice.payment_succeeded` when a payment was
 * made), then the subscription's own changes: active again after an overdue invoice, or its
 * pending update applied.
 */
export function paidInvoiceEvents(context: EmulatorContext, invoice: Stripe.Invoice): EventBody[] {
  const subscription = subscriptionOfInvoice(context, invoice);
  return [
    { type: 'invoice.paid', data: { object: invoice } },
    ...(invoice.amount_paid > 0 ? [{ type: 'invoice.payment_succeeded', data: { object: invoice } } satisfies EventBody] : []),
    ...(subscription ? reactivateAfterPayment(subscription, invoice) : []),
    ...applyPendingUpdate(context, invoice),
  ];
}

/** Voids an open invoice as Stripe does: nothing more is collected, its PaymentIntent is canceled. */
export function voidInvoice(context: EmulatorContext, invoice: Stripe.Invoice, at: number) {
  const { invoicePayments, paymentIntents } = context.store.state;
  invoice.status = 'void';
  invoice.status_transitions.voided_at = at;
  invoice.next_payment_attempt = null;
  for (const payment of Object.values(invoicePayments).filter((candidate) => candidate.invoice === invoice.id && candidate.status === 'open')) {
    payment.status = 'canceled';
    payment.status_transitions.canceled_at = at;
    const intent = paymentIntents[String(payment.payment.payment_intent)];
    if (intent && intent.status !== 'succeeded') Object.assign(intent, { status: 'canceled', canceled_at: at, cancellation_reason: 'void_invoice' });
  }
}

/** Pending updates whose `expires_at` has come by `now`, earliest first. */
export function expiringUpdates(context: EmulatorContext, now: number): Stripe.Subscription[] {
  return Object.values(context.store.state.subscriptions)
    .filter((subscription) => subscription.pending_update && subscription.pending_update.expires_at <= now)
    .sort((a, b) => (a.pending_update?.expires_at ?? 0) - (b.pending_update?.expires_at ?? 0));
}

/** An unpaid pending update's time is up: dropped, and the invoice it waited on voided. */
export function expirePendingUpdate(context: EmulatorContext, subscription: Stripe.Subscription): EventBody[] {
  const pending = subscription.pending_update;
  if (!pending) return [];
  const invoice = context.store.state.invoices[String(subscription.latest_invoice)];
  const events: EventBody[] = [];
  if (invoice?.status === 'open') {
    voidInvoice(context, invoice, pending.expires_at);
    events.push({ type: 'invoice.voided', data: { object: invoice } });
  }
  subscription.pending_update = null;
  const previousAttributes = { pending_update: pending };
  events.push(
    { type: 'customer.subscription.pending_update_expired', data: { object: subscription, previous_attributes: previousAttributes } },
    { type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } },
  );
  return events;
}
