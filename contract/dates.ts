/**
 * The one way the site writes a calendar day, on the server (mails, answers) and in the browser:
 * US order, month names from this table, never from the machine's ICU. ICU's short month names
 * differ between locales and versions (en-GB writes "Sept", en-US "Sep"), so a date written by
 * Intl with `month: 'short'` could read "Sept" beside "Oct"; a table cannot (docs/decisions/0219).
 * A day is a 'YYYY-MM-DD' string, reckoned already in the zone it belongs to: it is never re-read
 * in the machine's zone, so it reads the same in Manila, New York and on a server in UTC.
 */

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Sunday first, as Date#getUTCDay counts. */
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const short = (name: string) => name.slice(0, 3);

/**
 * - long: 'September 28, 2026' (running text, mails' facts)
 * - weekday-long: 'Monday, September 28, 2026'
 * - short: 'Sep 28, 2026' (tables, where room is short)
 * - weekday-short: 'Mon, Sep 28' (a day of a week that is named beside it)
 * - month-day: 'Sep 28' (a chart's axis)
 * - month-year: 'Sep 2026'
 * - month: 'Sep'
 * - weekday: 'Mon'
 */
export type DayStyle = 'long' | 'weekday-long' | 'short' | 'weekday-short' | 'month-day' | 'month-year' | 'month' | 'weekday';

interface DayParts {
  year: number;
  /** 0 for January. */
  month: number;
  day: number;
  /** 0 for Sunday. */
  weekday: number;
}

/** The parts of 'YYYY-MM-DD' (or 'YYYY-MM', the first of that month); null for anything else or a day that does not exist. */
function partsOf(isoDate: string): DayParts | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(isoDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '01')];
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null;
  return { year, month, day, weekday: date.getUTCDay() };
}

/** A calendar day 'YYYY-MM-DD' in one of the site's styles (default 'Sep 28, 2026'); a value that is not a day is shown as it is. */
export function formatDay(isoDate: string, style: DayStyle = 'short'): string {
  const parts = partsOf(isoDate);
  if (!parts) return isoDate;
  const month = monthNames[parts.month]!;
  const weekday = weekdayNames[parts.weekday]!;
  switch (style) {
    case 'long':
      return `${month} ${parts.day}, ${parts.year}`;
    case 'weekday-long':
      return `${weekday}, ${month} ${parts.day}, ${parts.year}`;
    case 'short':
      return `${short(month)} ${parts.day}, ${parts.year}`;
    case 'weekday-short':
      return `${short(weekday)}, ${short(month)} ${parts.day}`;
    case 'month-day':
      return `${short(month)} ${parts.day}`;
    case 'month-year':
      return `${short(month)} ${parts.year}`;
    case 'month':
      return short(month);
    case 'weekday':
      return short(weekday);
  }
}

/** The calendar day 'YYYY-MM-DD' of a date on the machine's own calendar (a browser's: the viewer's zone). */
export function localDayOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
