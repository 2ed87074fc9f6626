import { describe, expect, it } from 'vitest';
import { formatDay, placementSpanText, timeZoneName, workingHoursParts } from './placement-format';

describe('placement words', () => {
  it('writes a calendar day the same in every time zone', () => {
    expect(formatDay('2026-12-01')).toBe('December 1, 2026');
  });

  it('names a time zone by its city', () => {
    expect(timeZoneName('America/New_York')).toBe('New York time');
    expect(timeZoneName('UTC')).toBe('UTC');
  });

  it('says the working week in two parts that a narrow card may break between', () => {
    expect(workingHoursParts({ hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'Australia/Sydney' })).toEqual([
      '40 h a week, Monday to Friday,',
      '09:00–17:00 Sydney time',
    ]);
  });

  it('gives a past placement its span, or says it ended before its first day', () => {
    expect(placementSpanText('2026-11-02', '2026-11-20')).toBe('November 2, 2026 – November 20, 2026');
    expect(placementSpanText('2026-11-30', '2026-11-29')).toBe('Was to start November 30, 2026; ended before starting');
  });
});
