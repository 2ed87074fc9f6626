import type { PlacementEndKind, WorkingHours } from '@contract/placements';
import { formatCalendarDay as formatDay, formatLocalDay } from '@/lib/dates';

/** A calendar day 'YYYY-MM-DD' as 'December 1, 2026', the same in every time zone (one formatter, shared with billing's cancel dialog). */
export { formatDay };

/** The day of an ISO time as the viewer's calendar has it ('November 27, 2026'). */
export function formatDayOf(isoTime: string): string {
  return formatLocalDay(isoTime, 'long', isoTime);
}

/** 'America/New_York' → 'New York time'; zones without a city part keep their name ('UTC'). */
export function timeZoneName(timeZone: string): string {
  const city = timeZone.split('/').at(-1);
  return timeZone.includes('/') && city ? `${city.replaceAll('_', ' ')} time` : timeZone;
}

/** '40 h a week, Monday to Friday', then '09:00–17:00 New York time': two parts, so a narrow card breaks between them. */
export function workingHoursParts(hours: WorkingHours): [string, string] {
  return [`${hours.hoursPerWeek} h a week, ${hours.days},`, `${hours.start}–${hours.end} ${timeZoneName(hours.timeZone)}`];
}

/**
 * A placement's dates from its first to its last working day ('December 1, 2026 – January 15,
 * 2027'), both calendar days of the placement's time zone, as the mails say them; or when it ended
 * before its first day.
 */
export function placementSpanText(startDate: string, endDate: string | null): string {
  if (!endDate) return `${formatDay(startDate)} – now`;
  if (endDate < startDate) return `Was to start ${formatDay(startDate)}; ended before starting`;
  return `${formatDay(startDate)} – ${formatDay(endDate)}`;
}

/** How a past placement ended, in the customer's and the admin's words. */
export const endKindWords: Record<PlacementEndKind, string> = {
  ended: 'Ended',
  replaced: 'Replaced',
  subscription_ended: 'Subscription ended',
};

/** '1 day', '12 days'. */
export function dayCount(days: number): string {
  const rounded = Math.round(days * 10) / 10;
  return `${rounded.toLocaleString('en-US')} ${rounded === 1 ? 'day' : 'days'}`;
}

/** The browser's own time zone, for a default when the customer's is not known yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
