import { describe, expect, it } from 'vitest';
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

  it('keeps at most two decimals', () => {
    expect(formatMoney(92.5, 'CAN')).toBe('CAD 92.5');
    expect(formatMoney(1234.5678, 'US')).toBe('$1,234.57');
    expect(formatMoney(0.1 + 0.2, 'US')).toBe('$0.3');
  });

  it('writes what Intl.NumberFormat would for every amount the plans can reach', () => {
    const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const amount of [0, 7, 999, 1000, 1234567.891, 92.5, 1870.05, 100000, 3 * 1499.99 * 12]) {
      expect(formatMoney(amount, 'US')).toBe(`$${reference.format(amount)}`);
    }
  });
});
