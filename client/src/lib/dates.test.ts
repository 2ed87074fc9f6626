import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDay, formatDateInZone, formatDateTime, formatDay, formatLocalDay } from './dates';

describe('formatDateTime', () => {
  it('writes a US long date with 12-hour time', () => {
    const text = formatDateTime(new Date(2025, 2, 4, 14, 5));
    expect(text).toMatch(/^March 4, 2025/);
    expect(text).toMatch(/2:05\sPM$/);
  });

  it('accepts ISO strings', () => {
    expect(formatDateTime('2024-12-31T09:30:00')).toMatch(/^December 31, 2024.*9:30\sAM$/);
  });

  it('gives the fallback for missing or invalid values', () => {
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatDateTime('')).toBe('N/A');
    expect(formatDateTime('not a date', '—')).toBe('—');
  });
});

const manila = { id: 'Asia/Manila', name: 'Philippine time' };
const newYork = { id: 'America/New_York', name: 'New York time' };

describe('formatDateInZone', () => {
  // The machine's zone is TZ, which Node reads again whenever it is set.
  afterEach(() => vi.unstubAllEnvs());

  it("writes the calendar date of the instant in the named zone, not the machine's", () => {
    // 8 PM in New York on March 7 is already March 8 in Manila (and in UTC).
    expect(formatDateInZone('2026-03-08T01:00:00Z', manila)).toBe('March 8, 2026');
    expect(formatDateInZone('2026-03-08T01:00:00Z', newYork)).toBe('March 7, 2026');
    // Manila is 8 hours ahead of UTC all year: 4:30 PM UTC is past its midnight.
    expect(formatDateInZone('2026-11-27T16:30:00Z', manila)).toBe('November 28, 2026');
  });

  it("follows a zone's daylight-saving change (New York, 2026)", () => {
    // Clocks go forward at 2 AM on March 8: 6:59 UTC is 1:59 EST, 7:00 UTC is 3:00 EDT.
    expect(formatDateInZone('2026-03-08T04:59:00Z', newYork)).toBe('March 7, 2026');
    expect(formatDateInZone('2026-03-08T05:00:00Z', newYork)).toBe('March 8, 2026');
    expect(formatDateInZone('2026-03-09T03:59:00Z', newYork)).toBe('March 8, 2026'); // 11:59 PM EDT
    expect(formatDateInZone('2026-03-09T04:00:00Z', newYork)).toBe('March 9, 2026');
    // Clocks go back at 2 AM on November 1: midnight is 4:00 UTC before it, 5:00 UTC after it.
    expect(formatDateInZone('2026-11-01T03:59:00Z', newYork)).toBe('October 31, 2026');
    expect(formatDateInZone('2026-11-01T05:30:00Z', newYork)).toBe('November 1, 2026');
    expect(formatDateInZone('2026-11-02T04:59:00Z', newYork)).toBe('November 1, 2026'); // 11:59 PM EST
    expect(formatDateInZone('2026-11-02T05:00:00Z', newYork)).toBe('November 2, 2026');
  });

  it('writes the same words on a machine in any zone (a server in UTC, a browser in Manila or New York)', () => {
    const posted = ['2026-11-01T05:30:00Z', '2026-03-08T03:30:00Z', '2026-12-31T20:00:00Z'];
    const written = new Map<string, string[]>();
    const machineDates = new Map<string, string>();
    for (const machine of ['UTC', 'Asia/Manila', 'America/New_York', 'Pacific/Kiritimati']) {
      vi.stubEnv('TZ', machine);
      written.set(machine, posted.map((instant) => formatDateInZone(instant, manila)));
      machineDates.set(machine, new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(posted[1]!)));
    }
    for (const dates of written.values()) expect(dates).toEqual(['November 1, 2026', 'March 8, 2026', 'January 1, 2027']);
    // The machine's zone did change under these calls: a formatter that reads it tells them apart.
    expect(machineDates.get('America/New_York')).toBe('March 7, 2026');
    expect(machineDates.get('Asia/Manila')).toBe('March 8, 2026');
  });

  it('accepts dates and numbers, and gives the fallback for missing or invalid values', () => {
    expect(formatDateInZone(new Date(Date.UTC(2026, 10, 27, 3)), manila)).toBe('November 27, 2026');
    expect(formatDateInZone(Date.UTC(2026, 10, 27, 3), manila)).toBe('November 27, 2026');
    expect(formatDateInZone(undefined, manila)).toBe('N/A');
    expect(formatDateInZone('', manila)).toBe('N/A');
    expect(formatDateInZone('not a date', manila, '—')).toBe('—');
  });
});

describe('formatDay: the one way a calendar day is written', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('writes each style from one month table: Sep and Oct, never Sept', () => {
    expect(formatDay('2026-09-28')).toBe('Sep 28, 2026');
    expect(formatDay('2026-10-05')).toBe('Oct 5, 2026');
    expect(formatDay('2026-09-28', 'long')).toBe('September 28, 2026');
    expect(formatDay('2026-09-28', 'weekday-long')).toBe('Monday, September 28, 2026');
    expect(formatDay('2026-09-28', 'weekday-short')).toBe('Mon, Sep 28');
    expect(formatDay('2026-09-28', 'month-day')).toBe('Sep 28');
    expect(formatDay('2026-09', 'month-year')).toBe('Sep 2026');
    expect(formatDay('2026-09', 'month')).toBe('Sep');
    expect(formatDay('2026-09-27', 'weekday')).toBe('Sun');
    const septembers = ['short', 'weekday-short', 'month-day', 'month-year', 'month'] as const;
    for (const style of septembers) expect(formatDay('2026-09-01', style)).not.toMatch(/Sept/);
  });

  it('shows a value that is not a real day as it is', () => {
    expect(formatDay('2026-02-30')).toBe('2026-02-30');
    expect(formatDay('soon')).toBe('soon');
    expect(formatCalendarDay('2026-13-01')).toBe('2026-13-01');
  });

  it('writes a calendar day as the same day in a browser in Manila and in New York (and on a server in UTC)', () => {
    const written = new Map<string, string[]>();
    for (const machine of ['UTC', 'Asia/Manila', 'America/New_York']) {
      vi.stubEnv('TZ', machine);
      written.set(machine, [formatDay('2026-09-28'), formatCalendarDay('2026-11-01'), formatDay('2026-03-08', 'weekday-short')]);
    }
    for (const days of written.values()) expect(days).toEqual(['Sep 28, 2026', 'November 1, 2026', 'Sun, Mar 8']);
  });

  it('reads an instant on the machine’s own calendar only when asked to (formatLocalDay): Manila is a day ahead of New York at 8 PM there', () => {
    const instant = '2026-09-29T00:30:00Z';
    vi.stubEnv('TZ', 'Asia/Manila');
    const inManila = formatLocalDay(instant, 'short');
    vi.stubEnv('TZ', 'America/New_York');
    const inNewYork = formatLocalDay(instant, 'short');
    expect([inManila, inNewYork]).toEqual(['Sep 29, 2026', 'Sep 28, 2026']);
    // The zone-named formatter gives one answer on both machines.
    expect(formatDateInZone(instant, manila, 'N/A', 'short')).toBe('Sep 29, 2026');
  });
});
