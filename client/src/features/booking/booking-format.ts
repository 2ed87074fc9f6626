/** '2025-07-14' as 'Monday, July 14, 2025' (the date the visitor picked, without time-zone shifts). */
export function formatBookingDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** '14:30' as '2:30 PM'. */
export function formatClock(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/**
 * '09:30'–'10:00' as '9:30 AM to 10:00 AM'. The form does not check the order (spec), so an end
 * before the start is read the way a person would: a call running past midnight.
 */
export function formatTimeRange(timeFrom: string, timeTo: string): string {
  const range = `${formatClock(timeFrom)} to ${formatClock(timeTo)}`;
  return timeTo < timeFrom ? `${range} (next day)` : range;
}
