import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import { exceedsOnlineCharge, findPlan, quotePrice, type BillingCycle, type PlanKey } from '../../../contract/catalogues/plans.js';
import { regionInfo, type Region } from '../../../contract/catalogues/regions.js';
import type { Currency } from '../../../contract/billing.js';
import { badRequest } from '../../lib/errors.js';
import { billingErrors } from './billing.errors.js';

/** A selection priced by the server from the catalogue; money in cents. */
export interface PricedSelection {
  plan: PlanKey;
  planName: string;
  region: Region;
  billingCycle: BillingCycle;
  talents: number;
  /** Monthly: paid months after which the subscription ends; yearly: null. */
  months: number | null;
  currency: Currency;
  /** One talent for one billing period. */
  unitAmount: number;
  interval: 'month' | 'year';
  /** The total the pricing page quotes (unit × talents × months for monthly). */
  quotedTotal: number;
  description: string;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Prices what the customer chose from the catalogue alone: the `amount`, `showAmount`,
 * `currency` and `description` the browser sent are ignored (the currency follows the region).
 * An order whose first charge passes Stripe's cap is refused here, before anything reaches Stripe.
 */
export function priceSelection(selection: SubscriptionSelection): PricedSelection {
  const plan = findPlan(selection.role);
  if (!plan) throw badRequest('billing.unknown_plan', 'Please choose a plan.');
  const region = selection.region;
  const cycle = selection.billingCycle;
  if (exceedsOnlineCharge(plan, region, cycle, selection.noOfRoles)) throw billingErrors.amountTooLarge();
  const months = cycle === 'monthly' ? selection.noOfMonths : null;
  const quote = quotePrice(plan, region, cycle, selection.noOfRoles, months ?? 1);
  const term = cycle === 'monthly' ? `monthly for ${plural(months ?? 1, 'month')}` : 'yearly';
  return {
    plan: plan.key,
    planName: plan.name,
    region,
    billingCycle: cycle,
    talents: selection.noOfRoles,
    months,
    currency: regionInfo[region].currency,
    unitAmount: Math.round(quote.unitPrice * 100),
    interval: cycle === 'monthly' ? 'month' : 'year',
    quotedTotal: Math.round(quote.total * 100),
    description: `${plan.name}: ${plural(selection.noOfRoles, 'talent')}, ${term}`,
  };
}
