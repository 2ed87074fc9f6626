import type Stripe from 'stripe';
import { periodEnd, type RecurringInterval } from './clock.js';
import type { EmulatorContext } from './context.js';
import { resourceMissing } from './errors.js';
import type { EventBody } from './objects/event.js';
import { firstItem } from './objects/subscription.js';
import { afterFailedAttempt, dueRetries, failedAttemptEvents, retryInvoice } from './dunning.js';
import { collectOffSession, customerOrThrow, paymentMethodForRenewal, subscriptionInvoice } from './payments.js';
import { expirePendingUpdate, expiringUpdates, paidInvoiceEvents } from './pending-updates.js';

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
    const due = nextDue(context, context.clock.now());
    if (!due) break;
    // Cloned now: the same objects may change again within this cycle.
    events.push(...structuredClone(due.run()));
  }
  context.store.save();
  return context.events.publish(events);
}

/**
 * The earliest thing due by `now`: a pending update's expiry, a renewal or cancellation, a
 * retry. On the same second an expiry comes first (it voids the invoice a renewal would leave
 * behind), then the renewal, then a retry.
 */
function nextDue(context: EmulatorContext, now: number): { at: number; run: () => EventBody[] } | undefined {
  const candidates: { at: number; run: () => EventBody[] }[] = [];
  const expiring = expiringUpdates(context, now)[0];
  if (expiring) candidates.push({ at: expiring.pending_update?.expires_at ?? now, run: () => expirePendingUpdate(context, expiring) });
  const subscription = Object.values(context.store.state.subscriptions)
    .filter((candidate) => isBilled(candidate) && nextMilestone(candidate) <= now)
    .sort((a, b) => nextMilestone(a) - nextMilestone(b))[0];
  if (subscription) {
    // A cancel_at within the current period ends it; a later one waits for the periods before it.
    const endsNow = subscription.cancel_at !== null && (subscription.status === 'unpaid' || subscription.cancel_at <= firstItem(subscription).current_period_end);
    candidates.push({
      at: nextMilestone(subscription),
      run: () => (endsNow ? endSubscription(context, subscription, subscription.cancel_at ?? now) : renewSubscription(context, subscription)),
    });
  }
  const retry = dueRetries(context, now)[0];
  if (retry) candidates.push({ at: retry.next_payment_attempt ?? now, run: () => retryInvoice(context, retry) });
  // A stable sort keeps the order above for candidates due on the same second.
  return candidates.sort((a, b) => a.at - b.at)[0];
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

/** The period after the item's current one, counted from the billing cycle anchor. */
export function nextPeriodOf(subscription: Stripe.Subscription): { start: number; end: number } {
  const item = firstItem(subscription);
  const recurring = item.price.recurring ?? { interval: 'month' as const, interval_count: 1 };
  const interval = recurring.interval as RecurringInterval;
  let periods = 1;
  while (periodEnd(subscription.billing_cycle_anchor, interval, periods * recurring.interval_count) <= item.current_period_end) periods += 1;
  return { start: item.current_period_end, end: periodEnd(subscription.billing_cycle_anchor, interval, periods * recurring.interval_count) };
}

/**
 * Whether the subscription renews at the end of its period: it is billed, not unpaid (which
 * renews no more here), and not set to end by then. One that does not has no next invoice.
 */
export function renewsAtPeriodEnd(subscription: Stripe.Subscription): boolean {
  if (!isBilled(subscription) || subscription.status === 'unpaid') return false;
  return subscription.cancel_at === null || subscription.cancel_at > firstItem(subscription).current_period_end;
}

/** A renewal: the item moves to the next period, and its invoice is charged (or declined if a test asked). */
function renewSubscription(context: EmulatorContext, subscription: Stripe.Subscription): EventBody[] {
  const item = firstItem(subscription);
  const previousPeriod = { start: item.current_period_start, end: item.current_period_end };
  const previousStatus = subscription.status;
  const previousLatestInvoice = subscription.latest_invoice;
  const next = nextPeriodOf(subscription);
  item.current_period_start = next.start;
  item.current_period_end = next.end;

  const customer = customerOrThrow(context, String(subscription.customer));
  const invoice = subscriptionInvoice(context, customer, subscription, 'subscription_cycle', previousPeriod, previousPeriod.end);
  const paymentMethod = paymentMethodForRenewal(context, subscription, customer);
  const outcome = collectOffSession(context, invoice, customer, paymentMethod, previousPeriod.end);
  const succeeded = outcome === 'succeeded';
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
      ...paidInvoiceEvents(context, invoice),
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
