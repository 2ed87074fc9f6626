import type { Region } from './regions.js';
import { serviceRoles } from './service-roles.js';

export const planKeys = ['call_receptionist', 'jr_non_technical', 'jr_technical', 'sr_non_technical', 'sr_technical'] as const;
export type PlanKey = (typeof planKeys)[number];
export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export interface Plan {
  key: PlanKey;
  name: string;
  description: string;
  /** Whole currency units per talent: monthly, and yearly (ten times monthly: two months free). */
  prices: Record<Region, { monthly: number; yearly: number }>;
  talents: readonly string[];
}

/**
 * The experience each level covers: the spec's junior (0-2 years) and senior (5+ years), and where
 * 3-4 years go, so that every talent falls in one level: the junior plans, at the junior rate (decision 0216).
 */
export const experienceLevels = {
  junior: 'Junior (0-2 years)',
  senior: 'Senior (5+ years)',
  between: 'Talent with 3-4 years of experience is offered on the junior plans, at the junior rate.',
} as const;

const rolesOfTrack = (track: 'technical' | 'non_technical') =>
  serviceRoles.filter((role) => role.track === track).map((role) => role.name);

/**
 * The plan catalogue of the spec (its table is authoritative; the "default rate table" that
 * disagrees for the technical rows is not used, see docs/decisions.md). Senior Non-Technical costs
 * what Junior Technical does, as the spec's table says: prices rise with the track as with the years (decision 0216).
 */
export const plans: readonly Plan[] = [
  {
    key: 'call_receptionist',
    name: 'Call Receptionist',
    description: 'A dedicated receptionist answering your calls, booking appointments and taking messages during your business hours.',
    prices: { US: { monthly: 300, yearly: 3000 }, AU: { monthly: 370, yearly: 3700 }, CAN: { monthly: 370, yearly: 3700 } },
    talents: ['Call Receptionists', 'Virtual Receptionists', 'Appointment Setters', 'Answering Service Agents'],
  },
  {
    key: 'jr_non_technical',
    name: 'Junior Non-Technical',
    description: 'Reliable support talent with 0-2 years of experience (3-4 years at the same rate) for admin, customer service, sales and back-office work.',
    prices: { US: { monthly: 1500, yearly: 15000 }, AU: { monthly: 1870, yearly: 18700 }, CAN: { monthly: 1800, yearly: 18000 } },
    talents: rolesOfTrack('non_technical'),
  },
  {
    key: 'jr_technical',
    name: 'Junior Technical',
    description: 'Skilled technical talent with 0-2 years of experience (3-4 years at the same rate) for engineering, design, data and IT support.',
    prices: { US: { monthly: 2000, yearly: 20000 }, AU: { monthly: 2490, yearly: 24900 }, CAN: { monthly: 2490, yearly: 24900 } },
    talents: rolesOfTrack('technical'),
  },
  {
    key: 'sr_non_technical',
    name: 'Senior Non-Technical',
    description: 'Seasoned professionals with 5+ years of experience who run operations, accounts and teams with little oversight.',
    prices: { US: { monthly: 2000, yearly: 20000 }, AU: { monthly: 2490, yearly: 24900 }, CAN: { monthly: 2490, yearly: 24900 } },
    talents: rolesOfTrack('non_technical'),
  },
  {
    key: 'sr_technical',
    name: 'Senior Technical',
    description: 'Senior engineers and specialists with 5+ years of experience who own projects end to end.',
    prices: { US: { monthly: 2600, yearly: 26000 }, AU: { monthly: 3270, yearly: 32700 }, CAN: { monthly: 3320, yearly: 33200 } },
    talents: rolesOfTrack('technical'),
  },
];

export const MAX_TALENTS_LISTED = 7;

export function findPlan(key: string): Plan | undefined {
  return plans.find((plan) => plan.key === key);
}

export interface PriceQuote {
  unitPrice: number;
  total: number;
  /** What one week of the selected talents costs, to the cent (see `weeklyPrice`). */
  perWeek: number;
}

/** Weeks in a year: a year has 12 months and 52 weeks, so a month is 52 / 12 (about 4.33) weeks, not 4. */
export const WEEKS_PER_YEAR = 52;

/**
 * What one week costs at `unitPrice` for one talent, to the cent: the monthly price × 12 / 52, or
 * the yearly price / 52. (The spec divided the whole total by 4; see docs/decisions.md.)
 */
export function weeklyPrice(unitPrice: number, cycle: BillingCycle): number {
  const yearly = cycle === 'monthly' ? unitPrice * 12 : unitPrice;
  return Math.round((yearly / WEEKS_PER_YEAR) * 100) / 100;
}

/**
 * The spec's total: price × talents × months for monthly billing (months are not applied to yearly
 * billing). The per-week figure is what one week of all the selected talents costs, whatever the
 * number of months: talents × the weekly price. Counts below 1 count as 1.
 */
export function quotePrice(plan: Plan, region: Region, cycle: BillingCycle, talents: number, months: number): PriceQuote {
  const unitPrice = plan.prices[region][cycle];
  const talentCount = Math.max(1, Math.floor(talents));
  const monthCount = cycle === 'monthly' ? Math.max(1, Math.floor(months)) : 1;
  const total = unitPrice * talentCount * monthCount;
  const perWeek = Math.round(weeklyPrice(unitPrice, cycle) * talentCount * 100) / 100;
  return { unitPrice, total, perWeek };
}

/**
 * The most Stripe takes in one charge: 99,999,999 in the smallest currency unit ($999,999.99).
 * Larger orders are quoted by hand instead (the Teambuilder form at /teambuilder).
 */
export const MAX_ONLINE_CHARGE = 99_999_999;

/**
 * What the first invoice of a selection charges, in the smallest currency unit: one billing period
 * (a month or a year) for every talent. Months of a monthly selection are billed one at a time, so
 * they do not count; counts below 1 count as 1, as in `quotePrice`.
 */
export function firstCharge(plan: Plan, region: Region, cycle: BillingCycle, talents: number): number {
  return Math.round(plan.prices[region][cycle] * 100) * Math.max(1, Math.floor(talents));
}

/**
 * The highest sales tax Stripe Tax could add to an invoice in each region, in basis points, so an
 * order that fits before tax still fits after it (docs/decisions/0191; figures as of 2025-06):
 * - US 12.50%: above any combined state + local rate (the highest, in parts of Louisiana and
 *   Alabama, are about 11.5-12%: Tax Foundation, "State and Local Sales Tax Rates, 2025"); few
 *   states tax staffing services at all, but which ones and where is Stripe Tax's call, not ours.
 * - AU 10%: GST (A New Tax System (Goods and Services Tax) Act 1999, s 9-70).
 * - CAN 15%: HST in New Brunswick, Newfoundland and Labrador and Prince Edward Island (Canada
 *   Revenue Agency, GST/HST rates); Quebec's GST + QST is 14.975%.
 */
export const highestTaxBasisPoints: Record<Region, number> = { US: 1250, AU: 1000, CAN: 1500 };

/**
 * The largest first charge, before tax, the site takes online: Stripe's cap, or with tax on
 * (STRIPE_TAX=on) the largest total that stays within the cap once the region's highest tax is added.
 */
export function maxOnlineCharge(region: Region, taxOn: boolean): number {
  if (!taxOn) return MAX_ONLINE_CHARGE;
  return Math.floor((MAX_ONLINE_CHARGE * 10_000) / (10_000 + highestTaxBasisPoints[region]));
}

/**
 * Whether Stripe could refuse the selection's first charge: US Senior Technical yearly from 39
 * talents, or from 35 with tax on (CAN from 31, or 27 with tax on).
 */
export function exceedsOnlineCharge(plan: Plan, region: Region, cycle: BillingCycle, talents: number, taxOn: boolean): boolean {
  return firstCharge(plan, region, cycle, talents) > maxOnlineCharge(region, taxOn);
}

/** What the pricing and disclaimer pages say, with a link to `quotePath`, about an order too large to pay online. */
export const largeOrder = {
  message: 'This order is larger than we can take online. Please ask us for a quote instead.',
  quotePath: '/teambuilder',
  quoteLink: 'Request a quote on the Teambuilder form',
} as const;

/** Hours in a month of 40-hour weeks: 40 × 52 / 12 (about 173.33). */
export const CONTRACTED_HOURS_PER_MONTH = (40 * WEEKS_PER_YEAR) / 12;

/** Extra and weekend hours cost half as much again as a contracted hour (docs/decisions/0193). */
export const EXTRA_HOUR_MULTIPLIER = 1.5;

/**
 * What one extra or weekend hour of one talent costs, in the smallest currency unit: the plan's
 * monthly price ÷ 173.33 contracted hours × 1.5, rounded to the cent, for monthly and yearly plans
 * alike (the yearly discount buys contracted months, not overtime). Derived, not set per plan, so a
 * price change moves the rate with it (docs/decisions/0193).
 */
export function extraHourRate(plan: Plan, region: Region): number {
  return Math.round(((plan.prices[region].monthly * 100) / CONTRACTED_HOURS_PER_MONTH) * EXTRA_HOUR_MULTIPLIER);
}

/** The same rate in whole currency units with cents (for the pricing pages' `formatMoney`). */
export function extraHourPrice(plan: Plan, region: Region): number {
  return extraHourRate(plan, region) / 100;
}
