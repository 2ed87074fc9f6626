import { describe, expect, it } from 'vitest';
import { dateIn, isIsoDate, isTimeZone, nextBusinessDay } from './placement-dates.js';

describe('placement dates', () => {
  it('starts a talent on the next business day in the customer’s time zone', () => {
    // Thursday 2026-11-26 15:00 UTC: Friday the 27th is next.
    expect(nextBusinessDay('UTC', new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-27');
    // Friday: the next business day is Monday.
    expect(nextBusinessDay('UTC', new Date('2026-11-27T15:00:00Z'))).toBe('2026-11-30');
    expect(nextBusinessDay('UTC', new Date('2026-11-28T15:00:00Z'))).toBe('2026-11-30');
    // Friday 23:00 in New York is already Saturday in UTC, and still Friday there: Monday either way.
    expect(nextBusinessDay('America/New_York', new Date('2026-11-28T04:00:00Z'))).toBe('2026-11-30');
    // Sunday 09:00 in Sydney is Saturday 22:00 UTC: Monday in Sydney.
    expect(dateIn('Australia/Sydney', new Date('2026-11-28T22:00:00Z'))).toBe('2026-11-29');
    expect(nextBusinessDay('Australia/Sydney', new Date('2026-11-28T22:00:00Z'))).toBe('2026-11-30');
  });

  it('knows real days and time zones', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('America/New_York; drop table')).toBe(false);
  });
});
