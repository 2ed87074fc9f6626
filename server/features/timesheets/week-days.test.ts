import { describe, expect, it } from 'vitest';
import { weekDaysOf } from './week-days.js';

const week = ['2026-10-12', '2026-10-13', '2026-10-14', '2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18'];
const placement = { startDate: '2026-09-07', endDate: null };

describe('a week’s days with a pause', () => {
  it('locks the paused days, and owes no contracted hours for them', () => {
    expect(weekDaysOf(week, placement, [{ firstDay: '2026-10-13', lastDay: null }])).toEqual({
      workDays: [true, false, false, false, false, false, false],
      pausedDays: [false, true, true, true, true, true, true],
      contractedHours: 8,
    });
  });

  it('takes hours again after the last paused day, and on every day of a pause that covers none', () => {
    expect(weekDaysOf(week, placement, [{ firstDay: '2026-10-13', lastDay: '2026-10-14' }])).toMatchObject({ pausedDays: [false, true, true, false, false, false, false], contractedHours: 24 });
    expect(weekDaysOf(week, placement, [{ firstDay: '2026-10-13', lastDay: '2026-10-12' }])).toMatchObject({ pausedDays: Array(7).fill(false), contractedHours: 40 });
  });

  it('says a day outside the placement is outside it, not paused', () => {
    expect(weekDaysOf(week, { startDate: '2026-10-15', endDate: null }, [{ firstDay: '2026-10-13', lastDay: null }])).toEqual({
      workDays: Array(7).fill(false),
      pausedDays: [false, false, false, true, true, true, true],
      contractedHours: 0,
    });
  });
});
