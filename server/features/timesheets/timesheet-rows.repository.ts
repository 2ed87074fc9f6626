import { eq, sql, type SQL } from 'drizzle-orm';
import { findPlan } from '../../../contract/catalogues/plans.js';
import type { Timesheet, TimesheetStatus } from '../../../contract/timesheets.js';
import type { Executor } from '../../db/database.js';
import { rowsByIds } from '../../db/rows-by-ids.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { placementPauses, placements } from '../placements/placements.table.js';
import { timesheets } from './timesheets.table.js';
import { weekDaysOf, type PauseSpan } from './week-days.js';

/** The placement's pauses that touch the week (json: dates as YYYY-MM-DD), as the day rule reads them. */
const pausesOfWeek = sql<PauseSpan[]>`coalesce((
  select json_agg(json_build_object('firstDay', week_pause.first_day, 'lastDay', week_pause.last_day) order by week_pause.first_day)
  from ${placementPauses} week_pause
  where week_pause.placement_id = ${timesheets.placementId} and week_pause.first_day <= ${timesheets.weekStart} + 6
    and (week_pause.last_day is null or week_pause.last_day >= ${timesheets.weekStart})), '[]'::json)`;

/**
 * A week with what every screen shows beside it: the placement's time zone, the talent's name, the
 * customer's name (their company) and e-mail, and the subscription's plan (the role). The talent's,
 * customer's and admin's answers are all drawn from this one reading and `toTimesheet`.
 */
const timesheetViewColumns = {
  id: timesheets.id,
  placementId: timesheets.placementId,
  customerId: timesheets.customerId,
  talentId: timesheets.talentId,
  weekStart: timesheets.weekStart,
  quarterHours: timesheets.quarterHours,
  totalQuarterHours: timesheets.totalQuarterHours,
  note: timesheets.note,
  status: timesheets.status,
  submittedAt: timesheets.submittedAt,
  approveBy: timesheets.approveBy,
  decidedAt: timesheets.decidedAt,
  disputeReason: timesheets.disputeReason,
  settlementReason: timesheets.settlementReason,
  timeZone: placements.timeZone,
  placementStartDate: placements.startDate,
  placementEndDate: placements.endDate,
  pauses: pausesOfWeek,
  plan: subscriptions.plan,
  jobTitle: jobs.title,
  talentFirstName: applicants.firstName,
  talentLastName: applicants.lastName,
  talentEmail: applicants.email,
  customerName: users.name,
  customerEmail: users.email,
};

export interface TimesheetView {
  id: string;
  placementId: string;
  customerId: string;
  talentId: string;
  weekStart: string;
  quarterHours: number[];
  totalQuarterHours: number;
  note: string;
  status: string;
  submittedAt: Date;
  approveBy: Date;
  decidedAt: Date | null;
  disputeReason: string | null;
  settlementReason: string | null;
  timeZone: string;
  /** The placement's first and last working days (the last null while it goes on). */
  placementStartDate: string;
  placementEndDate: string | null;
  /** The placement's pauses that touch the week: days in them take no hours. */
  pauses: PauseSpan[];
  plan: string;
  /** The job the talent was hired for: their role in the mails. */
  jobTitle: string | null;
  talentFirstName: string;
  talentLastName: string;
  talentEmail: string;
  customerName: string;
  customerEmail: string;
}

const timesheetViewsOf = (db: Executor, where: SQL | undefined) =>
  db
    .select(timesheetViewColumns)
    .from(timesheets)
    .innerJoin(placements, eq(placements.id, timesheets.placementId))
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .innerJoin(applicants, eq(applicants.id, timesheets.talentId))
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .innerJoin(users, eq(users.id, timesheets.customerId))
    .where(where);

/** Weeks matching `where`, with their placement, talent, customer and plan (in no particular order). */
export function timesheetViews(db: Executor, where: SQL | undefined): Promise<TimesheetView[]> {
  return timesheetViewsOf(db, where);
}

/** The weeks of `ids` (a page of a list, a batch of an export), in no particular order. */
export const timesheetViewsByIds = rowsByIds<TimesheetView>('timesheet_views_by_ids', (db, idIn) => timesheetViewsOf(db, idIn(timesheets.id)));

/** The week's seven dates (YYYY-MM-DD), Monday first: calendar days in the placement's zone, so always seven. */
export function datesOfWeek(weekStart: string): string[] {
  const monday = new Date(`${weekStart}T00:00:00Z`);
  return Array.from({ length: 7 }, (_, day) => new Date(monday.getTime() + day * 86_400_000).toISOString().slice(0, 10));
}

/** The plan's name: the role the talent's seat is for. */
export const roleOfPlan = (plan: string) => findPlan(plan)?.name ?? plan;

export const hoursOf = (quarterHours: number) => quarterHours / 4;

export function toTimesheet(row: TimesheetView): Timesheet {
  const totalHours = hoursOf(row.totalQuarterHours);
  const dates = datesOfWeek(row.weekStart);
  const { workDays, pausedDays, contractedHours } = weekDaysOf(dates, { startDate: row.placementStartDate, endDate: row.placementEndDate }, row.pauses);
  return {
    _id: row.id,
    placementId: row.placementId,
    weekStart: row.weekStart,
    dates,
    timeZone: row.timeZone,
    hours: row.quarterHours.map(hoursOf),
    workDays,
    pausedDays,
    totalHours,
    contractedHours,
    overtime: totalHours > contractedHours,
    note: row.note,
    status: row.status as TimesheetStatus,
    submittedAt: new Date(row.submittedAt).toISOString(),
    approveBy: new Date(row.approveBy).toISOString(),
    decidedAt: row.decidedAt ? new Date(row.decidedAt).toISOString() : null,
    disputeReason: row.disputeReason,
    settlementReason: row.settlementReason,
    talent: { applicantId: row.talentId, name: `${row.talentFirstName} ${row.talentLastName}` },
    customer: { userId: row.customerId, company: row.customerName },
    role: roleOfPlan(row.plan),
  };
}
