import { describe, expect, it } from 'vitest';
import { cancelTeamText, endOfCancel } from './cancel-team-text';

const ny = 'America/New_York';
// Midnight in New York starting December 29: the last paid moment is on the 28th there.
const end = new Date('2026-12-29T05:00:00Z');

describe('what a cancel does to the team', () => {
  it('names who keeps working until the last day, then ends', () => {
    const team = [
      { name: 'Ana', startDate: '2026-03-02', timeZone: ny },
      { name: 'Ben', startDate: '2026-06-01', timeZone: ny },
    ];
    expect(cancelTeamText(team, end)).toBe('Ana and Ben keep working until December 28, 2026, then their placements end.');
    expect(cancelTeamText(team.slice(0, 1), end)).toBe('Ana keeps working until December 28, 2026, then their placement ends.');
  });

  it('reckons each last day in the placement\'s time zone, whatever the browser\'s', () => {
    const team = [
      { name: 'Ana', startDate: '2026-03-02', timeZone: ny },
      { name: 'Cora', startDate: '2026-03-02', timeZone: 'Asia/Manila' },
    ];
    expect(cancelTeamText(team, end)).toBe('Ana keeps working until December 28, 2026, Cora until December 29, 2026, then their placements end.');
  });

  it('says plainly when nobody works on it, and who will not start', () => {
    expect(cancelTeamText([], end)).toBe('No talent works on this subscription, so no placement ends; we stop recruiting for its seats.');
    expect(cancelTeamText([{ name: 'Dan', startDate: '2027-01-04', timeZone: ny }], end)).toBe('Dan (from January 4, 2027) will not start.');
  });

  it('ends at the end of the paid period, or at a set end that comes sooner', () => {
    expect(endOfCancel({ currentPeriodEnd: '2026-12-29T05:00:00.000Z', cancelAt: null })).toEqual(end);
    expect(endOfCancel({ currentPeriodEnd: '2026-12-29T05:00:00.000Z', cancelAt: '2027-03-29T05:00:00.000Z' })).toEqual(end);
    expect(endOfCancel({ currentPeriodEnd: '2027-01-29T05:00:00.000Z', cancelAt: '2026-12-29T05:00:00.000Z' })).toEqual(end);
    expect(endOfCancel({ currentPeriodEnd: null, cancelAt: null })).toBeNull();
  });
});
