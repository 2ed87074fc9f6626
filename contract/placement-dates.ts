/**
 * Calendar days in a place's time zone, for the placements and the weeks. Plain functions over
 * Intl, with no schema library: the browser's public pages import them (through the one date
 * formatter), and must not load the contract's checks with them.
 */

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!isoDatePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * One day formatter per time zone: building an Intl.DateTimeFormat costs about 0.1 ms, and /team
 * reckons a day for every placement (hundreds per answer); a zone Intl does not know is kept as null.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat | null>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat | null {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      format = null;
    }
    // Zones are few (the IANA list); the pattern check below keeps junk from filling the map.
    if (dayFormats.size < 1_000) dayFormats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows `value` as a time zone (America/New_York, UTC). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(value)) return false;
  return dayFormatOf(value) !== null;
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function dateIn(timeZone: string, now: Date = new Date()): string {
  const format = dayFormatOf(timeZone);
  if (!format) throw new RangeError(`Invalid time zone specified: ${timeZone}`);
  return format.format(now);
}

/** The first Monday-to-Friday day after today in `timeZone`: the assign dialog's default start date. */
export function nextBusinessDay(timeZone: string, now: Date = new Date()): string {
  const day = new Date(`${dateIn(timeZone, now)}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

/** Hours contracted for each working day (Monday to Friday) a placement covers. */
export const CONTRACTED_HOURS_PER_DAY = 8;

/**
 * The last day a placement covers when it ends at `end` (YYYY-MM-DD in `timeZone`): the day of the
 * last moment before the end. A subscription paid until midnight ends the day before; an admin's
 * "end now" at 14:00 keeps that day. Never before the day before the start (a placement that ends
 * before it starts covers no day).
 */
export function lastDayBefore(timeZone: string, end: Date, startDate: string): string {
  const last = dateIn(timeZone, new Date(end.getTime() - 1));
  const dayBeforeStart = addDays(startDate, -1);
  return last < dayBeforeStart ? dayBeforeStart : last;
}

/** `isoDate` moved by `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekend(isoDate: string): boolean {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** Which of `dates` a placement from `startDate` to `endDate` (inclusive, null while open) covers. */
export function datesCovered(dates: readonly string[], startDate: string, endDate: string | null): boolean[] {
  return dates.map((date) => date >= startDate && (endDate === null || date <= endDate));
}

/** A week's contracted hours: 8 for each working day of `dates` the placement covers (40 for a whole week). */
export function contractedHoursOf(dates: readonly string[], startDate: string, endDate: string | null): number {
  const covered = datesCovered(dates, startDate, endDate);
  return dates.filter((date, index) => covered[index] && !isWeekend(date)).length * CONTRACTED_HOURS_PER_DAY;
}

/**
 * Whether a placement works on `day` or a later day: it has no end yet, or its last day is that
 * day or later (and it worked at all: one ended before its first day covers none). A replaced
 * talent is still on the team until the day before the replacement starts.
 */
export function worksOnOrAfter(placement: { startDate: string; endDate: string | null }, day: string): boolean {
  return placement.endDate === null || (placement.endDate >= placement.startDate && placement.endDate >= day);
}
