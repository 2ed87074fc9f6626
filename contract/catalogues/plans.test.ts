import { describe, expect, it } from 'vitest';
import {
  billingCycles,
  exceedsOnlineCharge,
  findPlan,
  firstCharge,
  highestTaxBasisPoints,
  MAX_ONLINE_CHARGE,
  maxOnlineCharge,
  plans,
  quotePrice,
  weeklyPrice,
} from './plans.js';
import { regions } from './regions.js';

/** The spec's table: monthly / yearly per region. */
const specTable = {
  call_receptionist: { US: [300, 3000], AU: [370, 3700], CAN: [370, 3700] },
  jr_non_technical: { US: [1500, 15000], AU: [1870, 18700], CAN: [1800, 18000] },
  jr_technical: { US: [2000, 20000], AU: [2490, 24900], CAN: [2490, 24900] },
  sr_non_technical: { US: [2000, 20000], AU: [2490, 24900], CAN: [2490, 24900] },
  sr_technical: { US: [2600, 26000], AU: [3270, 32700], CAN: [3320, 33200] },
} as const;

describe('plan catalogue', () => {
  it('has exactly the spec table for every plan, region and cycle', () => {
    expect(plans.map((plan) => plan.key)).toEqual(Object.keys(specTable));
    for (const plan of plans) {
      for (const region of regions) {
        const [monthly, yearly] = specTable[plan.key][region];
        expect(plan.prices[region], `${plan.key} ${region}`).toEqual({ monthly, yearly });
        expect(yearly).toBe(monthly * 10);
      }
    }
  });

  it('leaves no experience out: junior plans say 0-2 years and 3-4 at the same rate, senior plans 5+ years', () => {
    for (const key of ['jr_non_technical', 'jr_technical'] as const) {
      expect(findPlan(key)?.description, key).toContain('0-2 years of experience (3-4 years at the same rate)');
    }
    for (const key of ['sr_non_technical', 'sr_technical'] as const) expect(findPlan(key)?.description, key).toContain('5+ years');
  });

  it('prices Senior Non-Technical as Junior Technical in every region, as the spec table does, and each senior above its junior', () => {
    for (const region of regions) {
      expect(findPlan('sr_non_technical')?.prices[region]).toEqual(findPlan('jr_technical')?.prices[region]);
      expect(findPlan('sr_non_technical')!.prices[region].monthly).toBeGreaterThan(findPlan('jr_non_technical')!.prices[region].monthly);
      expect(findPlan('sr_technical')!.prices[region].monthly).toBeGreaterThan(findPlan('jr_technical')!.prices[region].monthly);
    }
  });

  it('computes totals for every plan × region × cycle: price × talents × months (monthly only); per week = one week of the talents', () => {
    for (const plan of plans) {
      for (const region of regions) {
        for (const cycle of billingCycles) {
          const price = plan.prices[region][cycle];
          const quote = quotePrice(plan, region, cycle, 3, 2);
          const expected = cycle === 'monthly' ? price * 3 * 2 : price * 3;
          const yearlyCost = (cycle === 'monthly' ? price * 12 : price) * 3;
          expect(quote.unitPrice).toBe(price);
          expect(quote.total, `${plan.key} ${region} ${cycle}`).toBe(expected);
          // A year of 3 talents spread over 52 weeks, to the cent; the number of months does not change it.
          expect(quote.perWeek, `${plan.key} ${region} ${cycle}`).toBeCloseTo(yearlyCost / 52, 1);
          expect(quotePrice(plan, region, cycle, 3, 7).perWeek).toBe(quote.perWeek);
        }
      }
    }
  });

  it('prices a week as a year / 52, not as the total / 4 (issue 20)', () => {
    const senior = findPlan('sr_technical')!;
    // 2 talents × 3 months at $2,600: $15,600 in all, and one week of the two costs $1,200 (not $3,900).
    expect(quotePrice(senior, 'US', 'monthly', 2, 3)).toEqual({ unitPrice: 2600, total: 15600, perWeek: 1200 });
    // A $3,000 yearly plan costs $57.69 a week (not $750).
    const receptionist = findPlan('call_receptionist')!;
    expect(quotePrice(receptionist, 'US', 'yearly', 1, 1)).toEqual({ unitPrice: 3000, total: 3000, perWeek: 57.69 });
    expect(weeklyPrice(300, 'monthly')).toBe(69.23);
    expect(weeklyPrice(3000, 'yearly')).toBe(57.69);
  });

  it('never counts fewer than one talent or month', () => {
    const plan = plans[0]!;
    expect(quotePrice(plan, 'US', 'monthly', 0, -2).total).toBe(300);
  });

  it("charges one period for every talent first, and refuses online what passes Stripe's cap of 99,999,999", () => {
    const senior = findPlan('sr_technical')!;
    expect(MAX_ONLINE_CHARGE).toBe(99_999_999);
    // Months are billed one at a time: the first invoice is one month for every talent.
    expect(firstCharge(senior, 'US', 'monthly', 3)).toBe(3 * 2600_00);
    expect(firstCharge(senior, 'US', 'yearly', 38)).toBe(98_800_000);
    expect(exceedsOnlineCharge(senior, 'US', 'yearly', 38, false)).toBe(false);
    expect(exceedsOnlineCharge(senior, 'US', 'yearly', 39, false)).toBe(true);
    expect(exceedsOnlineCharge(senior, 'AU', 'yearly', 30, false)).toBe(false);
    expect(exceedsOnlineCharge(senior, 'AU', 'yearly', 31, false)).toBe(true);
    expect(exceedsOnlineCharge(senior, 'CAN', 'yearly', 30, false)).toBe(false);
    expect(exceedsOnlineCharge(senior, 'CAN', 'yearly', 31, false)).toBe(true);
    // A monthly order of the contract's 100 talents always fits, tax or not.
    for (const plan of plans) for (const region of regions) for (const taxOn of [false, true]) expect(exceedsOnlineCharge(plan, region, 'monthly', 100, taxOn)).toBe(false);
  });

  it('keeps room for the region\'s highest tax when tax is on, so no order passes 999,999.99 once taxed', () => {
    const senior = findPlan('sr_technical')!;
    // US at 10% tax: 35 talents are USD 910,000.00 + 91,000.00; refused from 35 (at most 12.5%: 34 × 26,000 × 1.125 = 994,500).
    expect(exceedsOnlineCharge(senior, 'US', 'yearly', 34, true)).toBe(false);
    for (const talents of [35, 36, 37, 38]) expect(exceedsOnlineCharge(senior, 'US', 'yearly', talents, true)).toBe(true);
    // CAN at 13% HST: 27 talents are CAD 896,400.00 + 116,532.00; refused from 27 (at most 15%: 26 × 33,200 × 1.15 = 992,680).
    expect(exceedsOnlineCharge(senior, 'CAN', 'yearly', 26, true)).toBe(false);
    for (const talents of [27, 28, 29, 30]) expect(exceedsOnlineCharge(senior, 'CAN', 'yearly', talents, true)).toBe(true);
    // Whatever fits online, taxed at the region's highest rate, is within Stripe's cap.
    for (const plan of plans) {
      for (const region of regions) {
        for (let talents = 1; talents <= 100; talents += 1) {
          if (exceedsOnlineCharge(plan, region, 'yearly', talents, true)) continue;
          const taxed = Math.round(firstCharge(plan, region, 'yearly', talents) * (1 + highestTaxBasisPoints[region] / 10_000));
          expect(taxed).toBeLessThanOrEqual(MAX_ONLINE_CHARGE);
        }
      }
    }
    expect(maxOnlineCharge('AU', true)).toBe(90_909_090);
    expect(maxOnlineCharge('AU', false)).toBe(MAX_ONLINE_CHARGE);
  });
});
