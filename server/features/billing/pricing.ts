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

/** What the pricing page needs to refuse online what checkout would (`exceedsOnlineCharge`). */
export function onlineOrderTerms(taxOn: boolean): { taxIncluded: boolean } {
  return { taxIncluded: taxOn };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What was sold, as the tables and mails name it: "Senior Technical: 40 talents, yearly". Monthly without months runs until cancelled. */
export function describeTerm(planName: string, talents: number, cycle: BillingCycle, months: number | null): string {
  const term = cycle === 'yearly' ? 'yearly' : months ? `monthly for ${plural(months, 'month')}` : 'monthly';
  return `${planName}: ${plural(talents, 'talent')}, ${term}`;
}

/**
 * Prices what the customer chose from the catalogue alone: the `amount`, `showAmount`,
 * `currency` and `description` the browser sent are ignored (the currency follows the region).
 * An order whose first charge could pass Stripe's cap is refused here, before anything reaches
 * Stripe: with tax on (`taxOn`, STRIPE_TAX=on) the cap keeps room for the region's highest tax.
 */
export function priceSelection(selection: SubscriptionSelection, taxOn: boolean): PricedSelection {
  const plan = findPlan(selection.role);
  if (!plan) throw badRequest('billing.unknown_plan', 'Please choose a plan.');
  const region = selection.region;
  const cycle = selection.billingCycle;
  if (exceedsOnlineCharge(plan, region, cycle, selection.noOfRoles, taxOn)) throw billingErrors.amountTooLarge();
  const months = cycle === 'monthly' ? selection.noOfMonths : null;
  const quote = quotePrice(plan, region, cycle, selection.noOfRoles, months ?? 1);
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
    description: describeTerm(plan.name, selection.noOfRoles, cycle, months ?? 1),
  };
}
