import { formatDay, localDayOf, type DayStyle } from '@contract/dates';
import { dateIn } from '@contract/placement-dates';

/**
 * Every date the client writes goes through this file, and every calendar day through the
 * contract's `formatDay` (the one table of month names the server's mails use too): 'Sep 28, 2026'
 * or 'September 28, 2026', never 'Sept' (docs/decisions/0219).
 */
export { formatDay, type DayStyle };

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** '14:05' on the machine's clock as '2:05 PM'. */
function clockOf(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * The spec's date format: US long date with 12-hour time ("March 4, 2025 at 2:05 PM"), in the
 * machine's time zone. Only for screens the browser alone renders (the admin's, the account's):
 * the server would write another time than the visitor's browser. A server-rendered page uses
 * formatDateInZone.
 * An absent or unparsable value gives `fallback`, so a screen never shows "Invalid Date".
 */
export function formatDateTime(value: DateInput, fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? `${formatDay(localDayOf(date), 'long')} at ${clockOf(date)}` : fallback;
}

/** The day of an instant on the viewer's own calendar (the browser's zone), in a day style ('November 27, 2026'). */
export function formatLocalDay(value: DateInput, style: DayStyle = 'long', fallback = 'N/A'): string {
  const date = toDate(value);
  return date ? formatDay(localDayOf(date), style) : fallback;
}

/** A time zone a page names beside its dates: the IANA id and the words the page says it in. */
export interface NamedTimeZone {
  id: string;
  name: string;
}

/**
 * The calendar date of an instant as read in `zone` ("November 1, 2026" for 2026-11-01T05:30Z in
 * Asia/Manila): the same words on the server and in every browser, whatever zone the machine is
 * in, so a server-rendered date hydrates as it was written. The page says which zone it is in
 * (`zone.name`).
 */
export function formatDateInZone(value: DateInput, zone: NamedTimeZone, fallback = 'N/A', style: DayStyle = 'long'): string {
  const date = toDate(value);
  return date ? formatDay(dateIn(zone.id, date), style) : fallback;
}

/**
 * A calendar day 'YYYY-MM-DD' as 'December 1, 2026', the same in every time zone: a day that was
 * already reckoned in the zone it belongs to (a placement's last working day), never re-read in
 * the machine's. An unparsable value is shown as it is.
 */
export function formatCalendarDay(isoDate: string): string {
  const day = isoDate.slice(0, 10);
  const words = formatDay(day, 'long');
  return words === day ? isoDate : words;
}
