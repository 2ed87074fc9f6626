import { workingWeek } from '../../../contract/placements.js';
import { MISSED_WEEKS_SHOWN, timesheetMessages, type MyWork, type SubmitTimesheetBody, type Timesheet } from '../../../contract/timesheets.js';
import type { Database } from '../../db/database.js';
import { timesheetErrors } from './timesheets.errors.js';
import * as repository from './timesheets.repository.js';
import { roleOfPlan, toTimesheet, type TimesheetView } from './timesheet-rows.js';
import { approveByFor, mondayOf, weekContaining, weekStarting, weekStartOf } from './weeks.js';

const quarterHoursOf = (hours: readonly number[]) => hours.map((day) => Math.round(day * 4));

/**
 * What My work shows the signed-in talent: their current placement (the customer's name stands
 * for the company: the site keeps no other), this week in the customer's time zone with its
 * timesheet if submitted, and every earlier week they submitted, newest first, across placements.
 */
export async function myWork(db: Database, userId: string, now: Date = new Date()): Promise<MyWork> {
  const placements = await repository.placementsOfAccount(db, userId);
  const current = placements.find((placement) => placement.endedAt === null);
  const weeks = await repository.weeksOfTalents(db, [...new Set(placements.map((placement) => placement.talentId))]);
  const week = current && weekContaining(now, current.timeZone);
  // A placement that starts after this week has no week to log yet.
  const currentWeek = week && current && mondayOf(current.startDate) <= week.weekStart ? week : undefined;
  const isCurrent = (row: Pick<TimesheetView, 'placementId' | 'weekStart'>) => currentWeek !== undefined && row.placementId === current?.id && row.weekStart === currentWeek.weekStart;
  const thisWeek = weeks.find(isCurrent);
  return {
    placement: current
      ? {
          _id: current.id,
          company: current.customerName,
          role: roleOfPlan(current.plan),
          startDate: current.startDate,
          workingHours: { ...workingWeek, timeZone: current.timeZone },
        }
      : null,
    currentWeek: currentWeek
      ? {
          weekStart: currentWeek.weekStart,
          dates: currentWeek.dates,
          remindAt: currentWeek.talentReminderAt.toISOString(),
          timesheet: thisWeek ? toTimesheet(thisWeek) : null,
        }
      : null,
    pastWeeks: weeks.filter((row) => !isCurrent(row)).map(toTimesheet),
    missedWeeks: current && currentWeek ? missedWeeksOf(current, currentWeek.weekStart, weeks) : [],
  };
}

/** The current placement's weeks before `thisWeek` with no timesheet, newest first, the most recent few. */
function missedWeeksOf(placement: repository.TalentPlacement, thisWeek: string, weeks: readonly TimesheetView[]) {
  const logged = new Set(weeks.filter((row) => row.placementId === placement.id).map((row) => row.weekStart));
  const first = mondayOf(placement.startDate);
  const missed: { weekStart: string; dates: string[] }[] = [];
  // Weeks are stepped back on wall-clock dates (7 days before a Monday is a Monday in any zone).
  for (let monday = previousMonday(thisWeek); monday >= first && missed.length < MISSED_WEEKS_SHOWN; monday = previousMonday(monday)) {
    if (logged.has(monday)) continue;
    const { weekStart, dates } = weekStarting(monday, placement.timeZone);
    missed.push({ weekStart, dates });
  }
  return missed;
}

function previousMonday(monday: string): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7);
  return date.toISOString().slice(0, 10);
}

/**
 * Which placement a week is logged on: the talent's active placement when the week falls within
 * it, else the latest one that covered the week (a week of a placement that has since ended can
 * still be logged, so the hours worked are paid). A week after the current one (in that
 * placement's time zone) or before its first week is refused.
 */
function placementForWeek(placements: repository.TalentPlacement[], weekStart: string, now: Date): repository.TalentPlacement {
  if (placements.length === 0) throw timesheetErrors.noPlacement();
  const covering = placements.find(
    (placement) =>
      mondayOf(placement.startDate) <= weekStart &&
      weekStart <= weekStartOf(placement.endedAt ?? now, placement.timeZone) &&
      weekStart <= weekStartOf(now, placement.timeZone),
  );
  if (!covering) throw timesheetErrors.weekOutsidePlacement();
  return covering;
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
  const placement = placementForWeek(await repository.placementsOfAccount(db, userId), weekStart, now);
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
  const created = await db.transaction(async (tx) => {
    if (await repository.insertSubmission(tx, submission)) return true;
    const week = await repository.lockWeek(tx, placement.id, weekStart);
    if (!week || (week.status !== 'submitted' && week.status !== 'disputed')) throw timesheetErrors.alreadyApproved();
    const reopened = week.status === 'disputed' && week.approveBy.getTime() <= now.getTime();
    await repository.resubmit(tx, week.id, { ...submission, approveBy: reopened ? submission.approveBy : week.approveBy });
    return false;
  });
  const row = await repository.findWeekOfPlacement(db, placement.id, weekStart);
  return { created, message: created ? timesheetMessages.submitted : timesheetMessages.updated, timesheet: toTimesheet(row!) };
}
