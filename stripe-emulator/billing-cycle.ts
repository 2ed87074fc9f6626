import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { firstItem } from './objects/subscription.js';
import { afterFailedAttempt, dueRetries, failedAttemptEvents, retryInvoice } from './dunning.js';
import { chargeInvoice, customerOrThrow, offSessionOutcome, paymentMethodForRenewal, subscriptionInvoice } from './payments.js';

const billedStatuses = new Set<Stripe.Subscription.Status>(['active', 'past_due', 'trialing', 'unpaid']);

const isBilled = (subscription: Stripe.Subscription) => billedStatuses.has(subscription.status);

/**
 * When a subscription next needs the billing cycle: its cancellation, or the end of its period.
 * An unpaid one renews no more (Stripe would keep drafting invoices nobody is charged for), so
 * only its cancellation is left.
 */
function nextMilestone(subscription: Stripe.Subscription): number {
  if (subscription.status === 'unpaid') return subscription.cancel_at ?? Number.POSITIVE_INFINITY;
  const end = firstItem(subscription).current_period_end;
  return subscription.cancel_at !== null ? Math.min(subscription.cancel_at, end) : end;
}

/**
 * Everything that fell due by now, in the order it fell due: renewals, cancellations at
 * `cancel_at`, and the scheduled retries of failed renewals (a long jump of the clock covers
 * several periods and retries, each at its own time).
 */
export async function runBillingCycle(context: EmulatorContext): Promise<Stripe.Event[]> {
  const events: EventBody[] = expireCheckoutSessions(context);
  for (;;) {
    const now = context.clock.now();
    const subscription = Object.values(context.store.state.subscriptions)
      .filter((candidate) => isBilled(candidate) && nextMilestone(candidate) <= now)
      .sort((a, b) => nextMilestone(a) - nextMilestone(b))[0];
    const retry = dueRetries(context, now)[0];
    if (!subscription && !retry) break;
    let changes: EventBody[];
    if (retry && (!subscription || (retry.next_payment_attempt ?? 0) < nextMilestone(subscription))) {
      changes = retryInvoice(context, retry);
    } else if (subscription) {
      // A cancel_at within the current period ends it; a later one waits for the periods before it.
      const endsNow = subscription.cancel_at !== null && (subscription.status === 'unpaid' || subscription.cancel_at <= firstItem(subscription).current_period_end);
      changes = endsNow ? endSubscription(context, subscription, subscription.cancel_at ?? now) : renewSubscription(context, subscription);
    } else break;
    // Cloned now: the same objects may change again within this cycle.
    events.push(...structuredClone(changes));
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
  const milestones = subscriptions.filter(isBilled).map(nextMilestone).filter(Number.isFinite);
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
  const invoice = subscriptionInvoice(context, customer, subscription, 'subscription_cycle', previousPeriod, previousPeriod.end);
  const paymentMethod = paymentMethodForRenewal(context, subscription, customer);
  const outcome = offSessionOutcome(context, customer.id, paymentMethod);
  const succeeded = outcome === 'succeeded';
  chargeInvoice(context, invoice, customer, outcome, paymentMethod, previousPeriod.end);
  context.store.state.invoices[invoice.id] = invoice;
  subscription.latest_invoice = invoice.id;
  subscription.status = succeeded ? 'active' : 'past_due';

  const previousAttributes: Record<string, unknown> = {
    items: { data: [{ ...structuredClone(item), current_period_start: previousPeriod.start, current_period_end: previousPeriod.end }] },
    latest_invoice: previousLatestInvoice,
  };
  if (previousStatus !== subscription.status) previousAttributes.status = previousStatus;
  if (succeeded) {
    return [
      { type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } },
      { type: 'invoice.paid', data: { object: invoice } },
      { type: 'invoice.payment_succeeded', data: { object: invoice } },
    ];
  }
  // The first retry is scheduled before the failure is told, as Stripe's invoice says when it comes.
  const days = context.dunning.retryDays[0];
  invoice.next_payment_attempt = days === undefined ? null : invoice.created + days * 86_400;
  const failed: EventBody[] = structuredClone([
    { type: 'customer.subscription.updated', data: { object: subscription, previous_attributes: previousAttributes } },
    ...failedAttemptEvents(invoice, outcome),
  ]);
  return [...failed, ...afterFailedAttempt(context, subscription, invoice, previousPeriod.end)];
}
