import { describe, expect, it } from 'vitest';
import { extraHourPrice, plans } from '@contract/catalogues/plans';
import { regions } from '@contract/catalogues/regions';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('puts the dollar sign right before US amounts, with thousands separators', () => {
    expect(formatMoney(1500, 'US')).toBe('$1,500');
    expect(formatMoney(26000, 'US')).toBe('$26,000');
  });

  it('writes the currency code, then a space, for AU and CAN', () => {
    expect(formatMoney(1870, 'AU')).toBe('AUD 1,870');
    expect(formatMoney(33200, 'CAN')).toBe('CAD 33,200');
  });

  it('writes two decimals when there is a fraction, rounded to the cent', () => {
    expect(formatMoney(92.5, 'CAN')).toBe('CAD 92.50');
    expect(formatMoney(22.5, 'US')).toBe('$22.50');
    expect(formatMoney(1234.5678, 'US')).toBe('$1,234.57');
    expect(formatMoney(0.1 + 0.2, 'US')).toBe('$0.30');
    expect(formatMoney(1499.999, 'US')).toBe('$1,500');
  });

  it('writes what Intl.NumberFormat would for every amount the plans and their extra-hour rates can reach', () => {
    const reference = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, trailingZeroDisplay: 'stripIfInteger' });
    const rates = plans.flatMap((plan) => regions.map((region) => extraHourPrice(plan, region)));
    for (const amount of [0, 7, 999, 1000, 1234567.891, 92.5, 1870.05, 100000, 3 * 1499.99 * 12, 0.05, 10.1, ...rates]) {
      expect(formatMoney(amount, 'US')).toBe(`$${reference.format(amount)}`);
    }
  });
});
