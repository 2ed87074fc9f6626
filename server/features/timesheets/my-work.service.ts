import { formatDay } from '../../../contract/dates.js';
import { workingWeek } from '../../../contract/placements.js';
import { datesCovered, worksOnOrAfter } from '../../../contract/placement-dates.js';
import { accountReadsOf, accountVersion, untilNextQuarterHour, type AccountReader } from '../../lib/account-reads-cache.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { MISSED_WEEKS_SHOWN, timesheetMessages, type MyWork, type SubmitTimesheetBody, type Timesheet } from '../../../contract/timesheets.js';
import type { Database } from '../../db/database.js';
import { timesheetErrors } from './timesheets.errors.js';
import * as repository from './timesheets.repository.js';
import { datesOfWeek, roleOfPlan, toTimesheet, type TimesheetView } from './timesheet-rows.repository.js';
import { datesPaused, weekDaysOf, type PauseSpan } from './week-days.js';
import { approveByFor, mondayOf, weekContaining, weekStarting, weekStartOf } from './weeks.js';

const quarterHoursOf = (hours: readonly number[]) => hours.map((day) => Math.round(day * 4));

/**
 * What My work shows the signed-in talent, kept per account while nothing it reads is written and
 * until the next quarter hour (a new week, in the customer's time zone, begins on one).
 */
export function myWork(db: Database, account: AccountReader): Promise<MyWork> {
  return accountReadsOf(db).answer(account, 'my-work', accountVersion, async (now) => ({
    value: await readMyWork(db, account.id, now),
    holdsUntil: untilNextQuarterHour(now),
  }));
}

/**
 * Their current placement (the customer's name stands for the company: the site keeps no other),
 * this week in the customer's time zone with its timesheet if submitted, and every earlier week
 * they submitted, newest first, across placements.
 */
async function readMyWork(db: Database, userId: string, now: Date): Promise<MyWork> {
  const placements = await repository.placementsOfAccount(db, userId);
  // Of the placements with a working day this week or later (a replaced talent works until the day
  // before the replacement starts; one ended at once keeps the week's days it worked), the first started.
  const current = placements
    .filter((placement) => worksOnOrAfter(placement, weekStartOf(now, placement.timeZone)))
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0];
  const weeks = await repository.weeksOfTalents(db, [...new Set(placements.map((placement) => placement.talentId))]);
  const week = current && weekContaining(now, current.timeZone);
  // A placement that starts after this week has no week to log yet.
  const currentWeek = week && current && mondayOf(current.startDate) <= week.weekStart ? week : undefined;
  const isCurrent = (row: Pick<TimesheetView, 'placementId' | 'weekStart'>) => currentWeek !== undefined && row.placementId === current?.id && row.weekStart === currentWeek.weekStart;
  const thisWeek = weeks.find(isCurrent);
  const pauses = current ? await repository.pausesOfPlacement(db, current.id) : [];
  return {
    placement: current
      ? {
          _id: current.id,
          company: current.customerName,
          role: roleOfPlan(current.plan),
          startDate: current.startDate,
          endDate: current.endDate,
          workingHours: { ...workingWeek, timeZone: current.timeZone },
        }
      : null,
    currentWeek: currentWeek
      ? {
          weekStart: currentWeek.weekStart,
          dates: currentWeek.dates,
          ...daysOf(current!, pauses, currentWeek.dates),
          remindAt: currentWeek.talentReminderAt.toISOString(),
          timesheet: thisWeek ? toTimesheet(thisWeek) : null,
        }
      : null,
    pastWeeks: weeks.filter((row) => !isCurrent(row)).map(toTimesheet),
    missedWeeks: current && currentWeek ? missedWeeksOf(current, pauses, currentWeek.weekStart, weeks) : [],
  };
}

/** The current placement's weeks before `thisWeek` with no timesheet, newest first, the most recent few. */
function missedWeeksOf(placement: repository.TalentPlacement, pauses: readonly PauseSpan[], thisWeek: string, weeks: readonly TimesheetView[]) {
  const logged = new Set(weeks.filter((row) => row.placementId === placement.id).map((row) => row.weekStart));
  const first = mondayOf(placement.startDate);
  const missed: MyWork['missedWeeks'] = [];
  // Weeks are stepped back on wall-clock dates (7 days before a Monday is a Monday in any zone).
  for (let monday = previousMonday(thisWeek); monday >= first && missed.length < MISSED_WEEKS_SHOWN; monday = previousMonday(monday)) {
    if (logged.has(monday)) continue;
    const { weekStart, dates } = weekStarting(monday, placement.timeZone);
    missed.push({ weekStart, dates, ...daysOf(placement, pauses, dates) });
  }
  return missed;
}

/** Which days of the week take hours (covered, not paused), which are paused, and the week's contracted hours (8 for each working day that takes hours). */
function daysOf(placement: Pick<repository.TalentPlacement, 'startDate' | 'endDate'>, pauses: readonly PauseSpan[], dates: readonly string[]) {
  return weekDaysOf(dates, placement, pauses);
}

/** 'Mon, Nov 23, Tue, Nov 24': the days a refusal names, as the week form labels them. */
function dayList(dates: readonly string[]): string {
  return dates.map((date) => formatDay(date, 'weekday-short')).join('; ');
}

function previousMonday(monday: string): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  return date.toISOString().slice(0, 10);
}

/**
 * Which placement a week is logged on: of the talent's placements whose weeks include it (the
 * active one first, then the latest), the first that covers every day with hours; a week of a
 * placement that has since ended can still be logged, so the hours worked are paid. A week after
 * the current one (in that placement's time zone) or before its first week is refused, and so are
 * hours on a day no placement of the week covers (400, naming the days): before the start, after
 * the last day.
 */
function placementForWeek(placements: repository.TalentPlacement[], weekStart: string, hours: readonly number[], now: Date): repository.TalentPlacement {
  if (placements.length === 0) throw timesheetErrors.noPlacement();
  const ofWeek = placements.filter(
    (placement) =>
      mondayOf(placement.startDate) <= weekStart &&
      weekStart <= (placement.endDate ? mondayOf(placement.endDate) : weekStartOf(now, placement.timeZone)) &&
      weekStart <= weekStartOf(now, placement.timeZone),
  );
  if (ofWeek.length === 0) throw timesheetErrors.weekOutsidePlacement();
  const dates = datesOfWeek(weekStart);
  const outsideOf = (placement: repository.TalentPlacement) => {
    const covered = datesCovered(dates, placement.startDate, placement.endDate);
    return dates.filter((_, day) => (hours[day] ?? 0) > 0 && !covered[day]);
  };
  const fitting = ofWeek.find((placement) => outsideOf(placement).length === 0);
  if (!fitting) throw timesheetErrors.daysOutsidePlacement(dayList(outsideOf(ofWeek[0]!)));
  return fitting;
}

/** The days of the week with hours that the talent already logged on another placement's week. */
async function daysLoggedElsewhere(db: Database, placement: repository.TalentPlacement, weekStart: string, hours: readonly number[]): Promise<string[]> {
  const others = await repository.otherWeeksOfTalent(db, placement.talentId, weekStart, placement.id);
  const dates = datesOfWeek(weekStart);
  return dates.filter((_, day) => (hours[day] ?? 0) > 0 && others.some((other) => (other[day] ?? 0) > 0));
}

/**
 * What the database refused (migration 0023's trigger: a week written at the same moment on the
 * talent's other placement, or a placement that ended meanwhile; migration 0024's: a day the
 * placement is paused on), as the answer the service gives, naming the days.
 */
async function refusalOf(db: Database, error: unknown, placement: repository.TalentPlacement, weekStart: string, hours: readonly number[]): Promise<unknown> {
  const constraint = findDatabaseError(error)?.constraint;
  if (constraint === 'timesheets_day_once_per_talent') return timesheetErrors.daysLoggedTwice(dayList(await daysLoggedElsewhere(db, placement, weekStart, hours)));
  if (constraint === 'timesheets_days_within_placement') {
    const fresh = (await repository.placementDaysOf(db, placement.id)) ?? placement;
    const dates = datesOfWeek(weekStart);
    const covered = datesCovered(dates, fresh.startDate, fresh.endDate);
    return timesheetErrors.daysOutsidePlacement(dayList(dates.filter((_, day) => (hours[day] ?? 0) > 0 && !covered[day])));
  }
  if (constraint === 'timesheets_days_not_paused') {
    const dates = datesOfWeek(weekStart);
    const paused = datesPaused(dates, await repository.pausesOfPlacement(db, placement.id));
    return timesheetErrors.daysPaused(dayList(dates.filter((_, day) => (hours[day] ?? 0) > 0 && paused[day])));
  }
  return error;
}

/**
 * The talent submits a week (created: 201) or changes it (200) until it is approved. A disputed
 * week changed goes back to the customer, with a new approve-by time when its old one has passed.
 * The week's row is locked for the change, so a change racing the customer's answer lands before
 * it or is refused after it.
 */
export async function submitWeek(
  db: Database,
  userId: string,
  weekStart: string,
  body: SubmitTimesheetBody,
  now: Date = new Date(),
): Promise<{ created: boolean; message: string; timesheet: Timesheet }> {
  const placement = placementForWeek(await repository.placementsOfAccount(db, userId), weekStart, body.hours, now);
  const twice = await daysLoggedElsewhere(db, placement, weekStart, body.hours);
  if (twice.length > 0) throw timesheetErrors.daysLoggedTwice(dayList(twice));
  const submission = {
    placementId: placement.id,
    customerId: placement.customerId,
    talentId: placement.talentId,
    weekStart,
    quarterHours: quarterHoursOf(body.hours),
    note: body.note ?? '',
    at: now,
    approveBy: approveByFor(weekStart, placement.timeZone, now),
  };
  const created = await db
    .transaction(async (tx) => {
      if (await repository.insertSubmission(tx, submission)) return true;
      const week = await repository.lockWeek(tx, placement.id, weekStart);
      if (!week || (week.status !== 'submitted' && week.status !== 'disputed')) throw timesheetErrors.alreadyApproved();
      const reopened = week.status === 'disputed' && week.approveBy.getTime() <= now.getTime();
      await repository.resubmit(tx, week.id, { ...submission, approveBy: reopened ? submission.approveBy : week.approveBy });
      return false;
    })
    .catch(async (error: unknown) => {
      throw await refusalOf(db, error, placement, weekStart, body.hours);
    });
  const row = await repository.findWeekOfPlacement(db, placement.id, weekStart);
  return { created, message: created ? timesheetMessages.submitted : timesheetMessages.updated, timesheet: toTimesheet(row!) };
}
