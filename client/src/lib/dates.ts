const usLongDateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
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
  return date ? usLongDateTime.format(date) : fallback;
}

/** A time zone a page names beside its dates: the IANA id and the words the page says it in. */
export interface NamedTimeZone {
  id: string;
  name: string;
}

const usLongDateIn = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date of an instant as read in `zone` ("November 1, 2026" for 2026-11-01T05:30Z in
 * Asia/Manila): the same words on the server and in every browser, whatever zone the machine is
 * in, so a server-rendered date hydrates as it was written. The page says which zone it is in
 * (`zone.name`). Only the date, no time: the US long month names read the same in every ICU,
 * where a time's spacing before AM/PM does not.
 */
export function formatDateInZone(value: DateInput, zone: NamedTimeZone, fallback = 'N/A'): string {
  const date = toDate(value);
  if (!date) return fallback;
  let format = usLongDateIn.get(zone.id);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone.id });
    usLongDateIn.set(zone.id, format);
  }
  return format.format(date);
}

const usLongCalendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A calendar day 'YYYY-MM-DD' as 'December 1, 2026', the same in every time zone: a day that was
 * already reckoned in the zone it belongs to (a placement's last working day), never re-read in
 * the machine's. An unparsable value is shown as it is.
 */
export function formatCalendarDay(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : usLongCalendarDay.format(date);
}
