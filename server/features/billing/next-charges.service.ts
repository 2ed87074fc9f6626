import pLimit from 'p-limit';
import type Stripe from 'stripe';
import type { Currency, NextCharge } from '../../../contract/billing.js';
import { stripeErrorType } from '../../lib/stripe-calls.js';
import type { BillingDeps } from './billing-deps.js';
import { renewingSubscriptionsOf, type RenewingSubscription } from './next-charges.repository.js';

/** Previews asked of Stripe at once for one customer: a few, well under Stripe's rate limit. */
const PREVIEWS_AT_ONCE = 4;

type NextChargeDeps = Pick<BillingDeps, 'db' | 'stripe' | 'log'>;

/** When Stripe will charge it: the attempt it has planned, else the end of the period the invoice closes. */
function chargeDateOf(preview: Stripe.Invoice): string {
  return new Date((preview.next_payment_attempt ?? preview.period_end) * 1000).toISOString();
}

export function toNextCharge(subscription: RenewingSubscription, preview: Stripe.Invoice): NextCharge {
  return {
    unavailable: false,
    subscriptionId: subscription.stripeSubscriptionId,
    description: subscription.description,
    date: chargeDateOf(preview),
    amountDue: preview.amount_due,
    currency: preview.currency as Currency,
    lines: preview.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount })),
  };
}

/** One subscription's preview; a Stripe failure leaves that entry unavailable (logged), never the whole answer. */
async function nextChargeOf(deps: NextChargeDeps, subscription: RenewingSubscription): Promise<NextCharge> {
  try {
    const preview = await deps.stripe.previewNextInvoice({ customer: subscription.stripeCustomerId, subscription: subscription.stripeSubscriptionId });
    return toNextCharge(subscription, preview);
  } catch (error) {
    if (stripeErrorType(error) === undefined) throw error;
    deps.log.warn({ err: error, subscriptionId: subscription.stripeSubscriptionId }, 'stripe: invoice preview failed');
    return { unavailable: true, subscriptionId: subscription.stripeSubscriptionId, description: subscription.description };
  }
}

/**
 * The next charge of each of the caller's renewing subscriptions, from Stripe's invoice preview
 * (the seats and the extra hours waiting for that invoice): asked of Stripe on each call, as it
 * changes with every approved week and seat, and loaded by /subscription apart from its list.
 */
export async function listMyNextCharges(deps: NextChargeDeps, userId: string): Promise<NextCharge[]> {
  const renewing = await renewingSubscriptionsOf(deps.db, userId);
  const inTurn = pLimit(PREVIEWS_AT_ONCE);
  return Promise.all(renewing.map((subscription) => inTurn(() => nextChargeOf(deps, subscription))));
}
