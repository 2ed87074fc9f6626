import type { WorkingHours } from '@contract/placements';
import { dateIn, isTimeZone } from '@contract/placement-dates';
import { CONTRACTED_HOURS_PER_WEEK, timesheetMessages, weekendHoursOf } from '@contract/timesheets';
import { formatDay } from '@/lib/dates';

function utcDay(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

/** A calendar day 'YYYY-MM-DD' as 'Mon, Mar 9', the same in every time zone (the dates are the week's own). */
export function dayWords(isoDate: string): string {
  return formatDay(isoDate.slice(0, 10), 'weekday-short');
}

/** A calendar day's weekday in full, 'Saturday': what a screen reader says for a day's field. */
export function weekdayWords(isoDate: string): string {
  return formatDay(isoDate.slice(0, 10), 'weekday-long').split(',')[0]!;
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
  return formatDay(isoDate.slice(0, 10), 'long');
}

/** A week's seven dates as 'Mon, Mar 9 – Sun, Mar 15'. */
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

/** 'HH:MM' on a 24-hour clock in the zone (digits only, which every ICU writes alike). */
function clockIn(moment: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(moment);
}

/**
 * Until when a customer can answer, in the week's time zone. Approve-by is usually the midnight
 * that ends a day, so the day before it is the last one ('Wed, Mar 18'); a late submission's comes
 * at another time of day, which is then said ('Mon, Mar 23, 14:00').
 */
export function lastDayToAnswer(approveBy: string, timeZone: string): string {
  const deadline = new Date(approveBy);
  if (Number.isNaN(deadline.getTime())) return approveBy;
  const zone = knownZone(timeZone);
  const time = clockIn(deadline, zone);
  if (time === '00:00') return formatDay(dateIn(zone, new Date(deadline.getTime() - 1)), 'weekday-short');
  return `${formatDay(dateIn(zone, deadline), 'weekday-short')}, ${time}`;
}

/** The zone itself, or UTC for a name this browser does not know. */
function knownZone(timeZone: string): string {
  return isTimeZone(timeZone) ? timeZone : 'UTC';
}

/** A moment in a time zone: 'Fri, Mar 13, 15:00 New York time'. */
export function momentIn(isoTime: string, timeZone: string): string {
  const moment = new Date(isoTime);
  if (Number.isNaN(moment.getTime())) return isoTime;
  const zone = knownZone(timeZone);
  return `${formatDay(dateIn(zone, moment), 'weekday-short')}, ${clockIn(moment, zone)} ${timeZoneName(timeZone)}`;
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
