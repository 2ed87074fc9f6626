import type { WorkingHours } from '@contract/placements';
import { CONTRACTED_HOURS_PER_WEEK, timesheetMessages, weekendHoursOf } from '@contract/timesheets';

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** A calendar day 'YYYY-MM-DD' as 'Mon 9 Mar', the same in every time zone (the dates are the week's own). */
export function dayWords(isoDate: string): string {
  const date = utcDay(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : shortDay.format(date);
}

/** A calendar day's weekday in full, 'Saturday': what a screen reader says for a day's field. */
export function weekdayWords(isoDate: string): string {
  const date = utcDay(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : weekday.format(date);
}

/** The Monday (YYYY-MM-DD) of the calendar week `isoDate` falls in; '' for an empty or invalid day. */
export function mondayOf(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return '';
  const day = utcDay(isoDate);
  if (Number.isNaN(day.getTime())) return '';
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** A calendar day as 'March 9, 2026'. */
export function longDayWords(isoDate: string): string {
  const date = utcDay(isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : longDay.format(date);
}

/** A week's seven dates as 'Mon 9 Mar – Sun 15 Mar'. */
export function weekSpan(dates: readonly string[]): string {
  return `${dayWords(dates[0] ?? '')} – ${dayWords(dates.at(-1) ?? '')}`;
}

/** Hours as a number of hours: '8', '7.5', '0.25'. */
export function hoursText(hours: number): string {
  return hours.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** A week's total against its contracted hours (40 for a whole week, 8 for each working day a partial one covers): '42 of 40 h'. */
export function totalText(total: number, contracted: number = CONTRACTED_HOURS_PER_WEEK): string {
  return `${hoursText(total)} of ${hoursText(contracted)} h`;
}

/** The note beside a week over its contracted hours: the whole week's, or a partial week's with its own figure. */
export function overtimeNoteFor(contracted: number): string {
  return contracted === CONTRACTED_HOURS_PER_WEEK ? timesheetMessages.overtimeNote : timesheetMessages.overtimeNotePartial(contracted);
}

/** The customer's note beside such a week: the hours are billed at the plan's extra-hour rate. */
export function customerOvertimeNoteFor(contracted: number): string {
  return contracted === CONTRACTED_HOURS_PER_WEEK ? timesheetMessages.overtimeNoteCustomer : timesheetMessages.overtimeNoteCustomerPartial(contracted);
}

/**
 * The note beside a week with weekend hours, flagged as overtime is (weekend hours are priced
 * apart, whatever the week's total), in the words of who reads it; null for a week without.
 */
export function weekendNoteFor(hours: readonly number[], reader: 'talent' | 'customer' | 'admin'): string | null {
  const weekend = weekendHoursOf(hours);
  if (weekend <= 0) return null;
  const words = hoursText(weekend);
  if (reader === 'talent') return timesheetMessages.weekendNote(words);
  if (reader === 'customer') return timesheetMessages.weekendNoteCustomer(words);
  return `${words} h at the weekend`;
}

/**
 * Until when a customer can answer, in the week's time zone. Approve-by is usually the midnight
 * that ends a day, so the day before it is the last one ('Wed 18 Mar'); a late submission's comes
 * at another time of day, which is then said ('Mon 23 Mar, 14:00').
 */
export function lastDayToAnswer(approveBy: string, timeZone: string): string {
  const deadline = new Date(approveBy);
  if (Number.isNaN(deadline.getTime())) return approveBy;
  const zone = knownZone(timeZone);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(deadline);
  if (time === '00:00')
    return new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: zone,
    }).format(deadline.getTime() - 1);
  return `${new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: zone }).format(deadline)}, ${time}`;
}

/** The zone itself, or UTC for a name this browser does not know. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** A moment in a time zone: 'Fri 13 Mar, 15:00 New York time'. */
export function momentIn(isoTime: string, timeZone: string): string {
  const moment = new Date(isoTime);
  if (Number.isNaN(moment.getTime())) return isoTime;
  const words = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: knownZone(timeZone),
  }).format(moment);
  return `${words} ${timeZoneName(timeZone)}`;
}

/** 'America/New_York' → 'New York time'; zones without a city part keep their name ('UTC'). */
export function timeZoneName(timeZone: string): string {
  const city = timeZone.split('/').at(-1);
  return timeZone.includes('/') && city ? `${city.replaceAll('_', ' ')} time` : timeZone;
}

/** '40 h a week, Monday to Friday, 09:00–17:00 New York time'. */
export function workingHoursText(hours: WorkingHours): string {
  return `${hours.hoursPerWeek} h a week, ${hours.days}, ${hours.start}–${hours.end} ${timeZoneName(hours.timeZone)}`;
}
