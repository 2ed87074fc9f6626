import { quotePrice, type BillingCycle, type Plan } from '@contract/catalogues/plans';
import { regionInfo, type Region } from '@contract/catalogues/regions';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { formatMoney } from '@/lib/money';

/** Bounds of the card counters: the contract's subscriptionSelectionSchema accepts 1-100 talents and 1-36 months. */
export const TALENT_LIMITS = { min: 1, max: 100 } as const;
export const MONTH_LIMITS = { min: 1, max: 36 } as const;

export type CardChoice = { plan: Plan; region: Region; cycle: BillingCycle; talents: number; months: number };

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** e.g. 'Junior Technical — 2 talents × 3 months, billed monthly'. */
export function describeChoice({ plan, cycle, talents, months }: Omit<CardChoice, 'region'>): string {
  const term = cycle === 'monthly' ? plural(months, 'month') : '1 year';
  return `${plan.name} — ${plural(talents, 'talent')} × ${term}, billed ${cycle}`;
}

/** What a card's 'Get Started' stores under `subscription` (the server recomputes the price). */
export function buildSelection(choice: CardChoice): SubscriptionSelection {
  const { plan, region, cycle, talents, months } = choice;
  const quote = quotePrice(plan, region, cycle, talents, months);
  return {
    region,
    role: plan.key,
    amount: quote.total,
    showAmount: formatMoney(quote.total, region),
    noOfRoles: talents,
    noOfMonths: cycle === 'monthly' ? months : 1,
    billingCycle: cycle,
    description: describeChoice(choice),
    currency: regionInfo[region].currency,
  };
}
