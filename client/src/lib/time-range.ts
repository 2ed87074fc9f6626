import { formatDay } from '@/lib/dates';

/** '2025-07-14' as 'Monday, July 14, 2025': the day a visitor picked, without time-zone shifts. */
export function formatCalendarDate(isoDate: string): string {
  return formatDay(isoDate, 'weekday-long');
}

/** '14:30' as '2:30 PM'; anything that is not HH:MM is shown as it is. */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/**
 * A call's time range as a person reads it: the booking form does not require the end to follow
 * the start (spec), so an end before the start is a call running past midnight.
 */
export function formatTimeRange(from: string, to: string): string {
  const range = `${formatClock(from)} to ${formatClock(to)}`;
  return to < from ? `${range} (next day)` : range;
}
