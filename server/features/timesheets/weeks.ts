import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { addWeeks } from 'date-fns/addWeeks';
import { format } from 'date-fns/format';
import { max } from 'date-fns/max';
import { set } from 'date-fns/set';
import { startOfWeek } from 'date-fns/startOfWeek';

/**
 * A timesheet's week in the customer's time zone: Monday 00:00 to the next Monday 00:00, local
 * time. All arithmetic is on wall-clock dates through `TZDate`, so a week across a daylight-saving
 * change still has seven days (and 167 or 169 hours).
 */
export interface TimesheetWeek {
  /** YYYY-MM-DD, the Monday. */
  weekStart: string;
  /** Monday to Sunday, YYYY-MM-DD. */
  dates: string[];
  /** Monday 00:00 local. */
  start: Date;
  /** The next Monday 00:00 local: the week's end. */
  end: Date;
  /** When an unanswered week is approved by itself: 3 days after the week ends (Thursday 00:00 local). */
  approveBy: Date;
  /** When a talent who has not submitted is reminded: Friday 15:00 local. */
  talentReminderAt: Date;
  /** When a customer is reminded of weeks waiting for them: this week's Monday 09:00 local. */
  customerReminderAt: Date;
}

/** Days a customer has to answer, counted from the end of the week (or from a late submission). */
export const ANSWER_DAYS = 3;

const isoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** Local midnight of `isoDate` (YYYY-MM-DD) in `timeZone`. */
function midnightOf(isoDate: string, timeZone: string): TZDate {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, timeZone);
}

/** The week that begins on `weekStart` (a Monday, YYYY-MM-DD) in `timeZone`. */
export function weekStarting(weekStart: string, timeZone: string): TimesheetWeek {
  const start = midnightOf(weekStart, timeZone);
  const end = addWeeks(start, 1);
  return {
    weekStart: isoDay(start),
    dates: Array.from({ length: 7 }, (_, day) => isoDay(addDays(start, day))),
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
    approveBy: new Date(addDays(end, ANSWER_DAYS).getTime()),
    talentReminderAt: new Date(set(addDays(start, 4), { hours: 15 }).getTime()),
    customerReminderAt: new Date(set(start, { hours: 9 }).getTime()),
  };
}

/** The Monday (YYYY-MM-DD) of the week that contains `instant` in `timeZone`. */
export function weekStartOf(instant: Date, timeZone: string): string {
  return isoDay(startOfWeek(new TZDate(instant, timeZone), { weekStartsOn: 1 }));
}

/** The week containing `instant` in `timeZone`. */
export function weekContaining(instant: Date, timeZone: string): TimesheetWeek {
  return weekStarting(weekStartOf(instant, timeZone), timeZone);
}

/** The Monday of the week that contains the calendar day `isoDate` (YYYY-MM-DD). */
export function mondayOf(isoDate: string): string {
  return isoDay(startOfWeek(midnightOf(isoDate, 'UTC'), { weekStartsOn: 1 }));
}

/**
 * When a week submitted (or sent back to the customer) at `at` is approved by itself: 3 days after
 * the week ends, but never less than 3 days (local) after the submission, so a week logged late
 * still gives the customer their time to answer.
 */
export function approveByFor(weekStart: string, timeZone: string, at: Date): Date {
  const week = weekStarting(weekStart, timeZone);
  return max([week.approveBy, new Date(addDays(new TZDate(at, timeZone), ANSWER_DAYS).getTime())]);
}
