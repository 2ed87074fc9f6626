import type Stripe from 'stripe';
import { plans, type BillingCycle, type PlanKey } from '../../../contract/catalogues/plans.js';
import { isRegion, regionInfo, regions, type Region } from '../../../contract/catalogues/regions.js';
import { describeTerm } from './pricing.js';

/**
 * A subscription made by hand in Stripe's Dashboard (an order over the online cap, quoted by the
 * company) names the account it is for in its metadata: `userEmail` (the address the customer
 * signed up with) or `userId`. What was sold is read from its price and `plan` (and `region`,
 * `months`) in its metadata, the keys the site's own checkouts write.
 */
export interface LinkRequest {
  userId: string | null;
  email: string | null;
}

export interface LinkTerms {
  plan: PlanKey;
  region: Region;
  billingCycle: BillingCycle;
  months: number | null;
  description: string;
}

const trimmed = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The account the metadata names, or null when it names none (the subscription is not meant for the site). */
export function linkRequestOf(subscription: Stripe.Subscription): LinkRequest | null {
  const userId = trimmed(subscription.metadata?.userId);
  const email = trimmed(subscription.metadata?.userEmail);
  return userId || email ? { userId, email } : null;
}

/** `sr_technical` or the name the pricing page shows ("Senior Technical"). */
function planOf(value: string | null) {
  if (!value) return undefined;
  const wanted = value.toLowerCase();
  return plans.find((plan) => plan.key === wanted || plan.name.toLowerCase() === wanted);
}

const regionOfCurrency = (currency: string) => regions.find((region) => regionInfo[region].currency === currency);

/**
 * The terms of a Dashboard-made subscription, or why it cannot be linked: the site counts seats
 * from one line's quantity and bills a plan of its catalogue per month or per year, so anything
 * else is refused rather than guessed.
 */
export function linkTermsOf(subscription: Stripe.Subscription): { terms: LinkTerms } | { refused: string } {
  const items = subscription.items.data;
  if (items.length !== 1) return { refused: `it has ${items.length} items; the site needs exactly one (the plan, its quantity the talents)` };
  const { price, quantity } = items[0]!;
  const plan = planOf(trimmed(subscription.metadata?.plan));
  if (!plan) return { refused: `metadata.plan is missing or unknown (one of ${plans.map((known) => known.key).join(', ')})` };
  const currencyRegion = regionOfCurrency(price.currency);
  if (!currencyRegion) return { refused: `its currency ${price.currency} is not one the site sells in` };
  const named = trimmed(subscription.metadata?.region);
  if (named && !(isRegion(named) && named === currencyRegion)) {
    return { refused: `metadata.region ${named} does not match its currency ${price.currency} (${currencyRegion})` };
  }
  const recurring = price.recurring;
  if (!recurring || recurring.interval_count !== 1 || (recurring.interval !== 'month' && recurring.interval !== 'year')) {
    return { refused: 'its price does not renew every month or every year' };
  }
  const billingCycle: BillingCycle = recurring.interval === 'month' ? 'monthly' : 'yearly';
  const months = billingCycle === 'monthly' ? Number(trimmed(subscription.metadata?.months) ?? NaN) : NaN;
  const fixedMonths = Number.isInteger(months) && months >= 1 ? months : null;
  const talents = Math.max(1, quantity ?? 1);
  return {
    terms: { plan: plan.key, region: currencyRegion, billingCycle, months: fixedMonths, description: describeTerm(plan.name, talents, billingCycle, fixedMonths) },
  };
}
