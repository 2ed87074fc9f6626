import { describe, expect, it } from 'vitest';
import { firstPausedDay, workPausedFrom } from './payment-grace.js';

const manila = { timeZone: 'Asia/Manila', startDate: '2026-09-07' };

describe('the grace period of an overdue payment', () => {
  it('leaves the talent the whole day it ends in: the first paused day is the next one, in the placement’s zone', () => {
    // Overdue since Monday 5 October 10:00 in Manila: the grace ends Monday 12 October 10:00.
    expect(firstPausedDay(new Date('2026-10-05T02:00:00Z'), 7, manila)).toBe('2026-10-13');
    // Ending at midnight exactly, the day that starts then is the first paused one.
    expect(firstPausedDay(new Date('2026-10-04T16:00:00Z'), 7, manila)).toBe('2026-10-12');
    // In New York the same grace ends at noon on Sunday 11 October: Monday 12 is the first paused day there too.
    expect(firstPausedDay(new Date('2026-10-04T16:00:00Z'), 7, { timeZone: 'America/New_York', startDate: '2026-09-07' })).toBe('2026-10-12');
    expect(firstPausedDay(new Date('2026-10-05T02:00:00Z'), 0, manila)).toBe('2026-10-06');
  });

  it('never pauses before the placement’s first day', () => {
    expect(firstPausedDay(new Date('2026-10-05T02:00:00Z'), 7, { timeZone: 'Asia/Manila', startDate: '2026-10-19' })).toBe('2026-10-19');
  });

  it('tells /team the day the work is paused from: the open pause’s, else the one the grace will bring', () => {
    const overdue = { status: 'past_due', pastDueSince: new Date('2026-10-05T02:00:00Z') };
    const working = { ...manila, pausedFrom: null, endDate: null };
    expect(workPausedFrom(overdue, [working], 7)).toBe('2026-10-13');
    expect(workPausedFrom(overdue, [{ ...working, pausedFrom: '2026-10-14' }], 7)).toBe('2026-10-14');
    // A talent whose last day comes before the pause is not paused at all.
    expect(workPausedFrom(overdue, [{ ...working, endDate: '2026-10-12' }], 7)).toBeNull();
    expect(workPausedFrom({ status: 'active', pastDueSince: null }, [working], 7)).toBeNull();
  });
});
