import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimesheetStatus } from '../../../contract/timesheets.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { lastWorkingDaySql } from '../placements/placements.public.js';
import { placementPauses, placements } from '../placements/placements.table.js';
import { talentAccounts } from '../talents/talents.table.js';
import { timesheetViews, type TimesheetView } from './timesheet-rows.repository.js';
import { timesheets } from './timesheets.table.js';
import type { PauseSpan } from './week-days.js';

/** A placement of the caller (a talent), with whom it is for: what My work shows and a submission is checked against. */
export interface TalentPlacement {
  id: string;
  talentId: string;
  customerId: string;
  customerName: string;
  plan: string;
  startDate: string;
  timeZone: string;
  endedAt: Date | null;
  /** The last working day, once known (ended, or its subscription cancelled: `lastWorkingDaySql`); null while it goes on. */
  endDate: string | null;
}

/** Every placement of the applicants the account stands for, the active one first, then the latest started. */
export function placementsOfAccount(db: Executor, userId: string): Promise<TalentPlacement[]> {
  return db
    .select({
      id: placements.id,
      talentId: placements.talentId,
      customerId: subscriptions.userId,
      customerName: users.name,
      plan: subscriptions.plan,
      startDate: placements.startDate,
      timeZone: placements.timeZone,
      endedAt: placements.endedAt,
      // A cancelled subscription's end is known before it comes: no hours after that day.
      endDate: lastWorkingDaySql,
    })
    .from(talentAccounts)
    .innerJoin(placements, eq(placements.talentId, talentAccounts.applicantId))
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(talentAccounts.userId, userId))
    .orderBy(sql`${placements.endedAt} is not null`, desc(placements.startDate), desc(placements.createdAt));
}

/** A placement as a submission is checked against, read again (it may have ended meanwhile). */
export async function placementDaysOf(db: Executor, placementId: string): Promise<Pick<TalentPlacement, 'startDate' | 'endDate'> | undefined> {
  const [row] = await db.select({ startDate: placements.startDate, endDate: placements.endDate }).from(placements).where(eq(placements.id, placementId));
  return row;
}

/** The placement's pauses (its subscription's payment overdue), oldest first: days in them take no hours. */
export function pausesOfPlacement(db: Executor, placementId: string): Promise<PauseSpan[]> {
  return db
    .select({ firstDay: placementPauses.firstDay, lastDay: placementPauses.lastDay })
    .from(placementPauses)
    .where(eq(placementPauses.placementId, placementId))
    .orderBy(placementPauses.firstDay);
}

/** The hours (quarter hours, Monday first) of the talent's weeks starting `weekStart` on their other placements. */
export function otherWeeksOfTalent(db: Executor, talentId: string, weekStart: string, exceptPlacementId: string): Promise<number[][]> {
  return db
    .select({ quarterHours: timesheets.quarterHours })
    .from(timesheets)
    .where(and(eq(timesheets.talentId, talentId), eq(timesheets.weekStart, weekStart), sql`${timesheets.placementId} <> ${exceptPlacementId}`))
    .then((rows) => rows.map((row) => row.quarterHours));
}

/** The weeks of these applicants (a talent's own), newest first. */
export function weeksOfTalents(db: Executor, talentIds: string[]): Promise<TimesheetView[]> {
  if (talentIds.length === 0) return Promise.resolve([]);
  return timesheetViews(db, inArray(timesheets.talentId, talentIds)).then((rows) =>
    rows.sort((a, b) => b.weekStart.localeCompare(a.weekStart) || b.submittedAt.getTime() - a.submittedAt.getTime()),
  );
}

export async function findWeekOfPlacement(db: Executor, placementId: string, weekStart: string): Promise<TimesheetView | undefined> {
  const [row] = await timesheetViews(db, and(eq(timesheets.placementId, placementId), eq(timesheets.weekStart, weekStart)));
  return row;
}

export async function findWeekById(db: Executor, id: string): Promise<TimesheetView | undefined> {
  const [row] = await timesheetViews(db, eq(timesheets.id, id));
  return row;
}

export interface Submission {
  placementId: string;
  customerId: string;
  talentId: string;
  weekStart: string;
  quarterHours: number[];
  note: string;
  at: Date;
  /** The approve-by time of a first submission, or of a disputed week sent back after its old one passed. */
  approveBy: Date;
}

/** The first submission of a week; undefined when the week was submitted before (by this or a parallel request). */
export async function insertSubmission(tx: Executor, submission: Submission): Promise<string | undefined> {
  const [row] = await tx
    .insert(timesheets)
    .values({
      placementId: submission.placementId,
      customerId: submission.customerId,
      talentId: submission.talentId,
      weekStart: submission.weekStart,
      quarterHours: submission.quarterHours,
      note: submission.note,
      status: 'submitted',
      submittedAt: submission.at,
      approveBy: submission.approveBy,
    })
    .onConflictDoNothing({ target: [timesheets.placementId, timesheets.weekStart] })
    .returning({ id: timesheets.id });
  return row?.id;
}

/** The week's status and approve-by time, its row locked until the transaction ends (a change reads what it changes). */
export async function lockWeek(tx: Executor, placementId: string, weekStart: string): Promise<{ id: string; status: string; approveBy: Date } | undefined> {
  const [row] = await tx
    .select({ id: timesheets.id, status: timesheets.status, approveBy: timesheets.approveBy })
    .from(timesheets)
    .where(and(eq(timesheets.placementId, placementId), eq(timesheets.weekStart, weekStart)))
    .for('update');
  return row;
}

/** A change to a week not approved yet (its row locked by `lockWeek`): its hours and note, submitted again. */
export async function resubmit(tx: Executor, id: string, change: { quarterHours: number[]; note: string; at: Date; approveBy: Date }): Promise<void> {
  await tx
    .update(timesheets)
    .set({ quarterHours: change.quarterHours, note: change.note, status: 'submitted', submittedAt: change.at, approveBy: change.approveBy, updatedAt: change.at })
    .where(and(eq(timesheets.id, id), inArray(timesheets.status, ['submitted', 'disputed'])));
}

/**
 * The customer's answer to a week waiting for them: one statement whose condition is the rule, so
 * of two parallel answers one changes the row and the other finds it answered.
 */
export async function answerWeek(
  tx: Executor,
  answer: { id: string; customerId: string; status: Extract<TimesheetStatus, 'approved' | 'disputed'>; reason?: string; at: Date },
): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .update(timesheets)
    .set({
      status: answer.status,
      decidedAt: answer.at,
      decidedBy: answer.customerId,
      ...(answer.status === 'disputed' ? { disputeReason: answer.reason ?? '' } : {}),
      updatedAt: answer.at,
    })
    .where(and(eq(timesheets.id, answer.id), eq(timesheets.customerId, answer.customerId), eq(timesheets.status, 'submitted')))
    .returning({ id: timesheets.id });
  return row;
}

export async function isCustomersWeek(db: Executor, id: string, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(and(eq(timesheets.id, id), eq(timesheets.customerId, customerId)));
  return rows.length > 0;
}

/** Where the talent of a week is written to: their account's address, else the one they applied with. */
export async function talentAddressOf(db: Executor, talentId: string): Promise<{ email: string; firstName: string } | undefined> {
  const [row] = await db
    .select({ email: sql<string>`coalesce(${users.email}, ${applicants.email})`, firstName: applicants.firstName })
    .from(applicants)
    .leftJoin(talentAccounts, eq(talentAccounts.applicantId, applicants.id))
    .leftJoin(users, eq(users.id, talentAccounts.userId))
    .where(eq(applicants.id, talentId))
    .limit(1);
  return row;
}

export interface TeamWeeksFilter {
  customerId: string;
  status?: TimesheetStatus | undefined;
  q?: string | undefined;
}

function teamWhere(filter: TeamWeeksFilter): SQL {
  const conditions: SQL[] = [eq(timesheets.customerId, filter.customerId)];
  if (filter.status) conditions.push(eq(timesheets.status, filter.status));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    conditions.push(sql`${timesheets.talentId} in (select ${applicants.id} from ${applicants} where lower(${applicants.firstName} || ' ' || ${applicants.lastName}) like ${pattern})`);
  }
  return and(...conditions)!;
}

/** The customer's weeks: waiting for their answer first, then newest week first. */
export async function teamWeeks(db: Executor, filter: TeamWeeksFilter, page: { limit: number; offset: number } | undefined): Promise<TimesheetView[]> {
  const where = teamWhere(filter);
  const ordered = db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(where)
    .orderBy(sql`${timesheets.status} <> 'submitted'`, desc(timesheets.weekStart), desc(timesheets.submittedAt), desc(timesheets.id));
  const ids = (await (page ? ordered.limit(page.limit).offset(page.offset) : ordered)).map((row) => row.id);
  if (ids.length === 0) return [];
  const byId = new Map((await timesheetViews(db, inArray(timesheets.id, ids))).map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is TimesheetView => row !== undefined);
}

export async function countTeamWeeks(db: Executor, filter: TeamWeeksFilter): Promise<{ total: number; awaitingReview: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${teamWhere(filter)})::int`,
      awaitingReview: sql<number>`count(*) filter (where ${timesheets.status} = 'submitted')::int`,
    })
    .from(timesheets)
    .where(eq(timesheets.customerId, filter.customerId));
  return row ?? { total: 0, awaitingReview: 0 };
}
