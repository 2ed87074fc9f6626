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
  });
});
