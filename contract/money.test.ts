import { describe, expect, it } from 'vitest';
import { formatMajorUnits, formatMinorUnits, minorUnitDigits, toMajorUnits, toMinorUnits } from './money.js';

describe('money', () => {
  it('writes the currencies the site sells in with their symbol, two decimals and thousands grouped', () => {
    expect(formatMinorUnits(180000, 'usd')).toBe('$1,800.00');
    expect(formatMinorUnits(180000, 'cad')).toBe('CA$1,800.00');
    expect(formatMinorUnits(180000, 'aud')).toBe('A$1,800.00');
    expect(formatMinorUnits(99_999_999, 'USD')).toBe('$999,999.99');
    expect(formatMinorUnits(5, 'usd')).toBe('$0.05');
    expect(formatMinorUnits(0, 'aud')).toBe('A$0.00');
    expect(formatMinorUnits(-5000, 'usd')).toBe('-$50.00');
  });

  it('divides by the currency’s own minor units: none for a zero-decimal currency, three for KWD', () => {
    expect(minorUnitDigits('usd')).toBe(2);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(formatMinorUnits(1800, 'jpy')).toBe('¥1,800');
    expect(formatMinorUnits(1800, 'kwd')).toBe('KWD\u00a01.800');
    expect(toMajorUnits(180000, 'usd')).toBe(1800);
    expect(toMajorUnits(1800, 'jpy')).toBe(1800);
  });

  it('writes whole units with their fraction the same way, rounded to the smallest unit', () => {
    expect(formatMajorUnits(3270, 'aud')).toBe('A$3,270.00');
    expect(formatMajorUnits(22.5, 'usd')).toBe('$22.50');
    expect(formatMajorUnits(0.1 + 0.2, 'usd')).toBe('$0.30');
    expect(formatMajorUnits(1800, 'jpy')).toBe('¥1,800');
    expect(toMinorUnits(12.3456, 'usd')).toBe(1235);
    expect(toMinorUnits(1800, 'jpy')).toBe(1800);
  });

  it('writes a code that is not a currency as the code and two decimals rather than throwing', () => {
    // Intl's own separator between a code and its amount: a no-break space, so the two never part.
    expect(formatMinorUnits(12345, 'us dollars')).toBe('US DOLLARS\u00a0123.45');
    expect(formatMinorUnits(12345, 'xx')).toBe('XX\u00a0123.45');
  });
});
