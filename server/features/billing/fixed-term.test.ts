import { describe, expect, it } from 'vitest';
import { endOfNthMonthlyPeriod } from './fixed-term.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('endOfNthMonthlyPeriod', () => {
  it('adds whole months, keeping the time of day', () => {
    expect(endOfNthMonthlyPeriod(at('2026-01-15T10:30:05Z'), 1)).toBe(at('2026-02-15T10:30:05Z'));
    expect(endOfNthMonthlyPeriod(at('2026-01-15T10:30:05Z'), 3)).toBe(at('2026-04-15T10:30:05Z'));
  });

  it('crosses years', () => {
    expect(endOfNthMonthlyPeriod(at('2026-11-02T00:00:00Z'), 14)).toBe(at('2028-01-02T00:00:00Z'));
  });

  it('clamps to the last day of shorter months, as Stripe does', () => {
    expect(endOfNthMonthlyPeriod(at('2026-01-31T12:00:00Z'), 1)).toBe(at('2026-02-28T12:00:00Z'));
    expect(endOfNthMonthlyPeriod(at('2027-12-31T12:00:00Z'), 2)).toBe(at('2028-02-29T12:00:00Z'));
    expect(endOfNthMonthlyPeriod(at('2026-01-31T12:00:00Z'), 2)).toBe(at('2026-03-31T12:00:00Z'));
  });
});
