import { describe, expect, it } from 'vitest';
import { EmulatorClock, periodEnd } from './clock.js';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('periodEnd', () => {
  it('keeps the day of month of the anchor, clamped to shorter months', () => {
    const anchor = at('2026-01-31T10:00:00Z');
    expect(periodEnd(anchor, 'month', 1)).toBe(at('2026-02-28T10:00:00Z'));
    expect(periodEnd(anchor, 'month', 2)).toBe(at('2026-03-31T10:00:00Z'));
    expect(periodEnd(anchor, 'month', 12)).toBe(at('2027-01-31T10:00:00Z'));
  });

  it('counts years, weeks and days', () => {
    expect(periodEnd(at('2028-02-29T00:00:00Z'), 'year', 1)).toBe(at('2029-02-28T00:00:00Z'));
    expect(periodEnd(at('2026-05-01T00:00:00Z'), 'week', 2)).toBe(at('2026-05-15T00:00:00Z'));
    expect(periodEnd(at('2026-05-01T00:00:00Z'), 'day', 3)).toBe(at('2026-05-04T00:00:00Z'));
  });
});

describe('EmulatorClock', () => {
  it('moves forward only', () => {
    const clock = new EmulatorClock();
    const start = clock.now();
    clock.advance(3600);
    expect(clock.now()).toBeGreaterThanOrEqual(start + 3600);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    clock.advanceTo(start);
    expect(clock.now()).toBeGreaterThanOrEqual(start + 3600);
  });
});
