import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest } from './errors.js';
import type { EventBody } from './objects/event.js';
import type { ChargeOutcome } from './objects/payment.js';
import { chargeInvoice, customerOrThrow, offSessionOutcome, paymentMethodForRenewal } from './payments.js';

/**
 * What Stripe's Dashboard sets under Billing › Revenue recovery: a custom retry schedule (days
 * after the first failed attempt) and what becomes of the subscription once the last retry fails.
 * The emulator has no Smart Retries: a fixed schedule is what a test can count on.
 */
export interface DunningSettings {
  /** Days after the first failed attempt on which the invoice is charged again, ascending. */
  retryDays: number[];
  /** After the last failed retry: `unpaid` (the invoice stays open, nothing renews) or `cancel`. */
  afterLast: 'unpaid' | 'cancel';
}

export const defaultDunning: DunningSettings = { retryDays: [3, 5, 7], afterLast: 'unpaid' };

const DAY = 86_400;

/** Refuses a schedule Stripe's Dashboard would not take: whole days, ascending, at most four retries within 60 days. */
export function checkDunningSettings(settings: DunningSettings): DunningSettings {
  const { retryDays, afterLast } = settings;
  const ascending = retryDays.every((days, index) => Number.isInteger(days) && days >= 1 && days <= 60 && (index === 0 || days > retryDays[index - 1]!));
  if (!ascending || retryDays.length > 4) throw invalidRequest('retryDays must be up to four whole days from 1 to 60, ascending.', 'retryDays');
  if (afterLast !== 'unpaid' && afterLast !== 'cancel') throw invalidRequest("afterLast must be 'unpaid' or 'cancel'.", 'afterLast');
  return { retryDays: [...retryDays], afterLast };
}

/** The events one failed attempt sends: an authentication the customer must give comes first. */
export function failedAttemptEvents(invoice: Stripe.Invoice, outcome: ChargeOutcome): EventBody[] {
  return [
    ...(outcome === 'authentication_required' ? [{ type: 'invoice.payment_action_required', data: { object: invoice } } satisfies EventBody] : []),
    { type: 'invoice.payment_failed', data: { object: invoice } },
  ];
}

/**
 * After a failed attempt on a subscription's invoice: the next retry on the schedule, counted from
 * the first attempt (`invoice.created`); past the last one, the subscription becomes `unpaid` or is
 * canceled, as set.
 */
export function afterFailedAttempt(context: EmulatorContext, subscription: Stripe.Subscription, invoice: Stripe.Invoice, at: number): EventBody[] {
  const { retryDays, afterLast } = context.dunning;
  const days = retryDays[invoice.attempt_count - 1];
  invoice.next_payment_attempt = days === undefined ? null : invoice.created + days * DAY;
  if (invoice.next_payment_attempt !== null) return [];
  const previousStatus = subscription.status;
  if (afterLast === 'cancel') {
    subscription.status = 'canceled';
    subscription.ended_at = at;
    subscription.canceled_at = at;
    subscription.cancellation_details = { comment: null, feedback: null, feedback_option: null, reason: 'payment_failed' };
    return [{ type: 'customer.subscription.deleted', data: { object: subscription } }];
  }
  subscription.status = 'unpaid';
  return [{ type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: { status: previousStatus } } }];
}

/** A subscription whose overdue (or first) invoice is paid is active again (Stripe: past_due, unpaid or incomplete → active). */
export function reactivateAfterPayment(subscription: Stripe.Subscription, invoice: Stripe.Invoice): EventBody[] {
  const overdue = subscription.status === 'past_due' || subscription.status === 'unpaid' || subscription.status === 'incomplete';
  if (!overdue || subscription.latest_invoice !== invoice.id) return [];
  const previousStatus = subscription.status;
  subscription.status = 'active';
  return [{ type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: { status: previousStatus } } }];
}

/** Open invoices of past-due subscriptions whose next retry has come by `now`, earliest first. */
export function dueRetries(context: EmulatorContext, now: number): Stripe.Invoice[] {
  const { invoices, subscriptions } = context.store.state;
  return Object.values(invoices)
    .filter((invoice) => {
      const subscriptionId = invoice.parent?.subscription_details?.subscription;
      const subscription = subscriptionId ? subscriptions[String(subscriptionId)] : undefined;
      return invoice.status === 'open' && invoice.next_payment_attempt !== null && invoice.next_payment_attempt <= now && subscription?.status === 'past_due';
    })
    .sort((a, b) => (a.next_payment_attempt ?? 0) - (b.next_payment_attempt ?? 0));
}

/** One scheduled retry: the subscription's card (or the customer's default) charged off-session again. */
export function retryInvoice(context: EmulatorContext, invoice: Stripe.Invoice): EventBody[] {
  const { state } = context.store;
  const at = invoice.next_payment_attempt ?? context.clock.now();
  const subscription = state.subscriptions[String(invoice.parent?.subscription_details?.subscription)];
  if (!subscription) return [];
  const customer = customerOrThrow(context, String(invoice.customer));
  const paymentMethod = paymentMethodForRenewal(context, subscription, customer);
  const outcome = offSessionOutcome(context, customer.id, paymentMethod);
  chargeInvoice(context, invoice, customer, outcome, paymentMethod, at);
  if (outcome === 'succeeded') {
    return [
      { type: 'invoice.paid', data: { object: invoice } },
      { type: 'invoice.payment_succeeded', data: { object: invoice } },
      ...reactivateAfterPayment(subscription, invoice),
    ];
  }
  return [...failedAttemptEvents(invoice, outcome), ...afterFailedAttempt(context, subscription, invoice, at)];
}
