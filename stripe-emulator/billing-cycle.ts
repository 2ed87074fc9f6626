import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { buildInvoice } from './objects/invoice.js';
import { firstItem } from './objects/subscription.js';
import { cardNumberOf, testCards } from './objects/payment-method.js';
import { chargeInvoice, customerOrThrow, lineDescription, nextInvoiceNumber, paymentMethodForRenewal, takeDeclineFor } from './payments.js';

const billedStatuses = new Set<Stripe.Subscription.Status>(['active', 'past_due', 'trialing', 'unpaid']);

const isBilled = (subscription: Stripe.Subscription) => billedStatuses.has(subscription.status);

/** When a subscription next needs the billing cycle: its cancellation, or the end of its period. */
function nextMilestone(subscription: Stripe.Subscription): number {
  const end = firstItem(subscription).current_period_end;
  return subscription.cancel_at !== null ? Math.min(subscription.cancel_at, end) : end;
}

/**
 * Bills every subscription whose period has ended and ends those whose `cancel_at` has come,
 * repeating until nothing is due (a long jump of the clock covers several periods).
 */
export async function runBillingCycle(context: EmulatorContext): Promise<Stripe.Event[]> {
  const events: EventBody[] = expireCheckoutSessions(context);
  for (;;) {
    const now = context.clock.now();
    const due = Object.values(context.store.state.subscriptions).filter(
      (subscription) => isBilled(subscription) && nextMilestone(subscription) <= now,
    );
    if (due.length === 0) break;
    for (const subscription of due) {
      // A cancel_at within the current period ends it; a later one waits for the periods before it.
      const endsNow = subscription.cancel_at !== null && subscription.cancel_at <= firstItem(subscription).current_period_end;
      const changes = endsNow ? endSubscription(context, subscription, subscription.cancel_at ?? now) : renewSubscription(context, subscription);
      // Cloned now: the same subscription may change again within this cycle.
      events.push(...structuredClone(changes));
    }
  }
  context.store.save();
  return context.events.publish(events);
}

/** Open Checkout Sessions whose `expires_at` has come: expired, their page gone, as Stripe's clock does. */
function expireCheckoutSessions(context: EmulatorContext): EventBody[] {
  const now = context.clock.now();
  const expired = Object.values(context.store.state.checkoutSessions).filter((session) => session.status === 'open' && session.expires_at <= now);
  for (const session of expired) {
    session.status = 'expired';
    session.url = null;
  }
  return expired.map((session) => ({ type: 'checkout.session.expired', data: { object: structuredClone(session) } }));
}

/** Moves the clock to the next period end (or cancellation) of one subscription, or of the earliest one, and bills. */
export async function advanceToNextPeriod(context: EmulatorContext, subscriptionId?: string): Promise<Stripe.Event[]> {
  const subscriptions = subscriptionId
    ? [context.store.state.subscriptions[subscriptionId] ?? throwMissing(subscriptionId)]
    : Object.values(context.store.state.subscriptions);
  const milestones = subscriptions.filter(isBilled).map(nextMilestone);
  if (milestones.length > 0) context.clock.advanceTo(Math.min(...milestones));
  context.store.state.clockOffset = context.clock.offset;
  return runBillingCycle(context);
}

export async function advanceClock(context: EmulatorContext, seconds: number): Promise<Stripe.Event[]> {
  context.clock.advance(seconds);
  context.store.state.clockOffset = context.clock.offset;
  return runBillingCycle(context);
}

function throwMissing(subscriptionId: string): never {
  throw resourceMissing('subscription', subscriptionId);
}

export function endSubscription(context: EmulatorContext, subscription: Stripe.Subscription, at: number): EventBody[] {
  subscription.status = 'canceled';
  subscription.ended_at = at;
  subscription.canceled_at ??= at;
  return [{ type: 'customer.subscription.deleted', data: { object: subscription } }];
}

/** A renewal: the item moves to the next period, and its invoice is charged (or declined if a test asked). */
function renewSubscription(context: EmulatorContext, subscription: Stripe.Subscription): EventBody[] {
  const item = firstItem(subscription);
  const recurring = item.price.recurring ?? { interval: 'month' as const, interval_count: 1 };
  const interval = recurring.interval as RecurringInterval;
  const previousPeriod = { start: item.current_period_start, end: item.current_period_end };
  const previousStatus = subscription.status;
  const previousLatestInvoice = subscription.latest_invoice;
  let periods = 1;
  while (periodEnd(subscription.billing_cycle_anchor, interval, periods * recurring.interval_count) <= previousPeriod.end) periods += 1;
  item.current_period_start = previousPeriod.end;
  item.current_period_end = periodEnd(subscription.billing_cycle_anchor, interval, periods * recurring.interval_count);

  const customer = customerOrThrow(context, String(subscription.customer));
  const invoice = buildInvoice(
    {
      number: nextInvoiceNumber(context),
      customer,
      subscription,
      item,
      description: lineDescription(context, item),
      billingReason: 'subscription_cycle',
      linePeriod: { start: item.current_period_start, end: item.current_period_end },
      invoicePeriod: previousPeriod,
      hostedPageBase: context.baseUrl,
      automaticTax: subscription.automatic_tax.enabled,
      customerTaxIds: context.store.state.customerTaxIds[customer.id] ?? [],
    },
    previousPeriod.end,
  );
  const paymentMethod = paymentMethodForRenewal(context, subscription, customer);
  const cardDeclines = paymentMethod?.card ? Boolean(testCards[cardNumberOf(paymentMethod)]?.declines) : false;
  const succeeded = !takeDeclineFor(context, customer.id) && !cardDeclines;
  chargeInvoice(context, invoice, customer, succeeded, paymentMethod);
  context.store.state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  subscription.status = succeeded ? 'active' : 'past_due';

  const previousAttributes: Record<string, unknown> = {
    items: { data: [{ ...structuredClone(item), current_period_start: previousPeriod.start, current_period_end: previousPeriod.end }] },
    latest_invoice: previousLatestInvoice,
  };
  if (previousStatus !== subscription.status) previousAttributes.status = previousStatus;
  const invoiceEvents: EventBody[] = succeeded
    ? [
        { type: 'invoice.paid', data: { object: invoice } },
        { type: 'invoice.payment_succeeded', data: { object: invoice } },
      ]
    : [{ type: 'invoice.payment_failed', data: { object: invoice } }];
  return [
    { type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } },
    ...invoiceEvents,
  ];
}
