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

const rolesOfTrack = (track: 'technical' | 'non_technical') =>
  serviceRoles.filter((role) => role.track === track).map((role) => role.name);

/**
 * The plan catalogue of the spec (its table is authoritative; the "default rate table" that
 * disagrees for the technical rows is not used, see docs/decisions.md).
 */
export const plans: readonly Plan[] = [
  {
    key: 'call_receptionist',
    name: 'Call Receptionist',
    description: 'A dedicated receptionist answering your calls, booking appointments and taking messages, around the clock.',
    prices: { US: { monthly: 300, yearly: 3000 }, AU: { monthly: 370, yearly: 3700 }, CAN: { monthly: 370, yearly: 3700 } },
    talents: ['Call Receptionists', 'Virtual Receptionists', 'Appointment Setters', 'Answering Service Agents'],
  },
  {
    key: 'jr_non_technical',
    name: 'Junior Non-Technical',
    description: 'Reliable support talent with 0-2 years of experience for admin, customer service, sales and back-office work.',
    prices: { US: { monthly: 1500, yearly: 15000 }, AU: { monthly: 1870, yearly: 18700 }, CAN: { monthly: 1800, yearly: 18000 } },
    talents: rolesOfTrack('non_technical'),
  },
  {
    key: 'jr_technical',
    name: 'Junior Technical',
    description: 'Skilled technical talent with 0-2 years of experience for engineering, design, data and IT support.',
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
  perWeek: number;
}

/**
 * The spec's arithmetic: total = price × talents × months for monthly billing (months are not
 * applied to yearly billing); the per-week figure is the total divided by 4. Counts below 1 count as 1.
 */
export function quotePrice(plan: Plan, region: Region, cycle: BillingCycle, talents: number, months: number): PriceQuote {
  const unitPrice = plan.prices[region][cycle];
  const talentCount = Math.max(1, Math.floor(talents));
  const monthCount = cycle === 'monthly' ? Math.max(1, Math.floor(months)) : 1;
  const total = unitPrice * talentCount * monthCount;
  return { unitPrice, total, perWeek: total / 4 };
}
