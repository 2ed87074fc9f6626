import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateInZone, formatDateTime } from './dates';

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
