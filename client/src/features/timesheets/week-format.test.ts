import { describe, expect, it } from 'vitest';
import { dayWords, hoursText, lastDayToAnswer, mondayOf, momentIn, totalText, weekdayWords, weekSpan, workingHoursText } from './week-format';

describe('week words', () => {
  it("names a week's days as the talent and the customer read them", () => {
    expect(dayWords('2026-03-09')).toBe('Mon, Mar 9');
    expect(weekSpan(['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'])).toBe('Mon, Mar 9 – Sun, Mar 15');
    expect(weekdayWords('2026-03-14')).toBe('Saturday');
  });

  it('finds the Monday of the week a day falls in', () => {
    expect(mondayOf('2026-03-12')).toBe('2026-03-09');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2026-03-15')).toBe('2026-03-09');
    expect(mondayOf('2026-03-32')).toBe('');
    expect(mondayOf('')).toBe('');
  });

  it('writes hours and the total against the 40 contracted', () => {
    expect(hoursText(7.5)).toBe('7.5');
    expect(hoursText(0.25)).toBe('0.25');
    expect(totalText(42.75)).toBe('42.75 of 40 h');
  });

  it('gives the last day to answer in the week’s time zone, across the March daylight-saving change', () => {
    // New York's week of 9 March 2026 (clocks changed on the 8th): ends Monday 16 March 00:00 EDT; approve-by Thursday 19 March 00:00 EDT.
    expect(lastDayToAnswer('2026-03-19T04:00:00.000Z', 'America/New_York')).toBe('Wed, Mar 18');
    expect(lastDayToAnswer('2026-04-08T14:00:00.000Z', 'Australia/Sydney')).toBe('Wed, Apr 8');
    // A late submission's deadline: 3 days after it was sent, at that time of day.
    expect(lastDayToAnswer('2026-03-23T18:00:00.000Z', 'America/New_York')).toBe('Mon, Mar 23, 14:00');
  });

  it('says when the reminder comes in the week’s own time', () => {
    expect(momentIn('2026-03-13T19:00:00.000Z', 'America/New_York')).toBe('Fri, Mar 13, 15:00 New York time');
    expect(
      workingHoursText({
        hoursPerWeek: 40,
        days: 'Monday to Friday',
        start: '09:00',
        end: '17:00',
        timeZone: 'Australia/Sydney',
      }),
    ).toBe('40 h a week, Monday to Friday, 09:00–17:00 Sydney time');
  });
});
