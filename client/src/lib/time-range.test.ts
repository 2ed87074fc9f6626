import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatClock, formatTimeRange } from './time-range';

describe('formatClock', () => {
  it.each([
    ['00:05', '12:05 AM'],
    ['09:30', '9:30 AM'],
    ['12:00', '12:00 PM'],
    ['23:59', '11:59 PM'],
    ['soon', 'soon'],
  ])('%s reads %s', (time, text) => expect(formatClock(time)).toBe(text));
});

describe('formatTimeRange', () => {
  it('reads a same-day range plainly', () => expect(formatTimeRange('09:30', '10:00')).toBe('9:30 AM to 10:00 AM'));
  it('reads an end before the start as the next day', () => {
    expect(formatTimeRange('10:00', '09:00')).toBe('10:00 AM to 9:00 AM (next day)');
    expect(formatTimeRange('22:00', '01:00')).toBe('10:00 PM to 1:00 AM (next day)');
  });
});

describe('formatCalendarDate', () => {
  it('reads the picked day the American way, whatever the time zone', () => expect(formatCalendarDate('2030-07-15')).toBe('Monday, July 15, 2030'));
  it('shows what is not a date as it is', () => expect(formatCalendarDate('someday')).toBe('someday'));
});
