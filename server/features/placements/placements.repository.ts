import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { staffableSubscriptionStatuses, type PlacementEndKind } from '../../../contract/placements.js';
import type { Executor } from '../../db/database.js';
import { rowsByIds } from '../../db/rows-by-ids.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { pausedFromColumn } from './payment-pauses.repository.js';
import { onTheTeam } from './placement-spans.js';
import { placements, replacementRequests, type PlacementRow } from './placements.table.js';
import { cancelledSql, endsAtSql, lastDayAtSql, lastWorkingDaySql } from './subscription-end.sql.js';
import { rowsOf } from '../../db/rows.js';

export const staffableStatusList = sql.join(
  staffableSubscriptionStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/** A subscription as staffing reads it, with its owner. */
export interface StaffedSubscription {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  status: string;
  plan: string;
  region: string;
  description: string;
  quantity: number;
  paidSince: Date;
  /** When its renewal's payment was first found overdue; null while it is paid. */
  pastDueSince: Date | null;
  /** When it ends (or ended): the end of a period it was canceled at, or its fixed end. */
  endsAt: Date | null;
  /** Whether the customer has proven their address: an unverified account takes no team. */
  customerEmailVerified: boolean;
  /**
   * The customer cancelled it: at the period's end, or an end set sooner than its fixed term's (Stripe
   * sets `canceled_at` whenever `cancel_at` is set, a fixed term's own end included, so it tells nothing).
   * No new talent or replacement from then on.
   */
  cancelled: boolean;
}

const subscriptionColumns = sql`
  ${subscriptions.id} as "id", ${subscriptions.userId} as "userId", ${users.name} as "customerName", ${users.email} as "customerEmail",
  ${users.emailVerifiedAt} is not null as "customerEmailVerified",
  ${cancelledSql} as "cancelled",
  ${subscriptions.status} as "status", ${subscriptions.plan} as "plan", ${subscriptions.region} as "region",
  ${subscriptions.description} as "description", ${subscriptions.quantity} as "quantity",
  coalesce(${subscriptions.startDate}, ${subscriptions.createdAt}) as "paidSince", ${subscriptions.pastDueSince} as "pastDueSince",
  ${endsAtSql} as "endsAt"`;

function toStaffedSubscription(row: StaffedSubscription): StaffedSubscription {
  return { ...row, paidSince: new Date(row.paidSince), pastDueSince: row.pastDueSince ? new Date(row.pastDueSince) : null, endsAt: row.endsAt ? new Date(row.endsAt) : null };
}

/**
 * The subscription, its row locked until the transaction ends: every assignment, ending and
 * replacement of its seats takes this lock first, so parallel ones take turns and each reads the
 * seats the one before it filled.
 */
export async function lockSubscription(tx: Executor, id: string): Promise<StaffedSubscription | undefined> {
  const rows = await rowsOf<StaffedSubscription>(
    tx.execute(sql`
      select ${subscriptionColumns}
      from ${subscriptions} join ${users} on ${users.id} = ${subscriptions.userId}
      where ${subscriptions.id} = ${id}
      for update of ${subscriptions}`),
  );
  return rows[0] && toStaffedSubscription(rows[0]);
}

export async function findSubscription(db: Executor, id: string): Promise<StaffedSubscription | undefined> {
  const rows = await rowsOf<StaffedSubscription>(
    db.execute(sql`
      select ${subscriptionColumns}
      from ${subscriptions} join ${users} on ${users.id} = ${subscriptions.userId}
      where ${subscriptions.id} = ${id}`),
  );
  return rows[0] && toStaffedSubscription(rows[0]);
}

/** The caller's subscriptions that are staffable or have had a placement, newest first. */
export async function subscriptionsOfCustomer(db: Executor, userId: string): Promise<StaffedSubscription[]> {
  const rows = await rowsOf<StaffedSubscription>(
    db.execute(sql`
      select ${subscriptionColumns}
      from ${subscriptions} join ${users} on ${users.id} = ${subscriptions.userId}
      where ${subscriptions.userId} = ${userId}
        and (${subscriptions.status} in (${staffableStatusList})
          or exists (select 1 from ${placements} where ${placements.subscriptionId} = ${subscriptions.id}))
      order by ${subscriptions.createdAt} desc, ${subscriptions.id} desc`),
  );
  return rows.map(toStaffedSubscription);
}

/**
 * A placement with its talent's public facts and the pending replacement request. Its `endDate` is
 * its last working day once known: set when it ended, or ahead of the end when its subscription is
 * cancelled (`lastWorkingDaySql`).
 */
export interface PlacementDetails extends PlacementRow {
  talentFirstName: string;
  talentLastName: string;
  talentEmail: string;
  jobTitle: string | null;
  requestId: string | null;
  requestReason: string | null;
  requestedAt: Date | null;
  /** The first day of its open pause (payment overdue), YYYY-MM-DD; null when not paused. */
  pausedFrom: string | null;
}

const detailsSelection = {
  id: placements.id,
  subscriptionId: placements.subscriptionId,
  seat: placements.seat,
  talentId: placements.talentId,
  startDate: placements.startDate,
  timeZone: placements.timeZone,
  seatOpenSince: placements.seatOpenSince,
  endedAt: placements.endedAt,
  // Known ahead of the end when the subscription is cancelled: the day every screen shows from then on.
  endDate: lastWorkingDaySql,
  endKind: placements.endKind,
  endReason: placements.endReason,
  assignedBy: placements.assignedBy,
  createdAt: placements.createdAt,
  talentFirstName: applicants.firstName,
  talentLastName: applicants.lastName,
  talentEmail: applicants.email,
  jobTitle: jobs.title,
  requestId: replacementRequests.id,
  requestReason: replacementRequests.reason,
  requestedAt: replacementRequests.createdAt,
  pausedFrom: pausedFromColumn,
};

const placementDetailsOf = (db: Executor, where: SQL | undefined) =>
  db
    .select(detailsSelection)
    .from(placements)
    .innerJoin(subscriptions, eq(subscriptions.id, placements.subscriptionId))
    .innerJoin(applicants, eq(applicants.id, placements.talentId))
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .leftJoin(replacementRequests, and(eq(replacementRequests.placementId, placements.id), isNull(replacementRequests.resolvedAt)))
    .where(where)
    .orderBy(sql`${placements.endedAt} is not null`, sql`${placements.endedAt} desc`, placements.seat, placements.createdAt);

/** Placements matching `where`, active ones by seat then ended ones newest first. */
export function placementDetails(db: Executor, where: SQL | undefined): Promise<PlacementDetails[]> {
  return placementDetailsOf(db, where);
}

/** One placement with its talent, job and pending request; undefined when there is none. */
export async function placementDetailsById(db: Executor, id: string): Promise<PlacementDetails | undefined> {
  const [row] = await placementDetails(db, eq(placements.id, id));
  return row;
}

/** The placements on these subscriptions' teams today (a replaced talent until their last day). */
export const teamPlacementsOf = rowsByIds<PlacementDetails>('team_placements_of_subscriptions', (db, idIn) =>
  placementDetailsOf(db, sql`${idIn(placements.subscriptionId)} and ${onTheTeam}`),
);

/** A subscription's placements that are over: no longer on its team. */
export function pastPlacementsOf(db: Executor, subscriptionId: string): Promise<PlacementDetails[]> {
  return placementDetails(db, sql`${placements.subscriptionId} = ${subscriptionId} and not ${onTheTeam}`);
}

export const ofSubscriptions = (ids: string[]) =>
  ids.length === 0 ? sql`false` : sql`${placements.subscriptionId} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;

/** The placement, its row locked until the transaction ends. */
export async function lockPlacement(tx: Executor, id: string): Promise<PlacementRow | undefined> {
  const rows = await tx.select().from(placements).where(eq(placements.id, id)).for('update');
  return rows[0];
}

export async function findPlacement(db: Executor, id: string): Promise<PlacementRow | undefined> {
  const rows = await db.select().from(placements).where(eq(placements.id, id));
  return rows[0];
}

export async function activeSeatsOf(tx: Executor, subscriptionId: string): Promise<number[]> {
  const rows = await tx
    .select({ seat: placements.seat })
    .from(placements)
    .where(and(eq(placements.subscriptionId, subscriptionId), isNull(placements.endedAt)));
  return rows.map((row) => row.seat);
}

/** When `seat` became open: the end of its last placement, or when the subscription was first paid. */
export async function seatOpenSince(tx: Executor, subscriptionId: string, seat: number, paidSince: Date): Promise<Date> {
  const rows = await tx
    .select({ lastEnd: sql<string | null>`max(${placements.endedAt})` })
    .from(placements)
    .where(and(eq(placements.subscriptionId, subscriptionId), eq(placements.seat, seat)));
  const lastEnd = rows[0]?.lastEnd;
  return lastEnd ? new Date(lastEnd) : paidSince;
}

/** An applicant who may become a talent: their status, locked so a status change waits for the placement. */
export async function lockTalent(tx: Executor, applicantId: string) {
  const rows = await tx
    .select({ id: applicants.id, status: applicants.status, firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email, jobTitle: jobs.title })
    .from(applicants)
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .where(eq(applicants.id, applicantId))
    .for('share', { of: applicants });
  return rows[0];
}

export async function isTalentPlaced(tx: Executor, applicantId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: placements.id })
    .from(placements)
    .where(and(eq(placements.talentId, applicantId), isNull(placements.endedAt)))
    .limit(1);
  return rows.length > 0;
}

export type NewPlacement = Pick<PlacementRow, 'subscriptionId' | 'seat' | 'talentId' | 'startDate' | 'timeZone' | 'seatOpenSince' | 'assignedBy'>;

export async function insertPlacement(tx: Executor, values: NewPlacement): Promise<PlacementRow> {
  const rows = await tx.insert(placements).values(values).returning();
  return rows[0]!;
}

/**
 * Ends an active placement at `end.at` (now when absent; nothing when it has ended already) and
 * settles its pending request; with `end.lastDay`, the end is decided now and the talent works through that day. Its last day is reckoned here once, in its time zone, as
 * `lastDayBefore` (contract/placement-dates.ts) does: every screen, mail and CSV reads `end_date`.
 */
export async function endPlacementRow(
  tx: Executor,
  id: string,
  end: { kind: PlacementEndKind; reason: string | null; at?: Date; lastDay?: string },
): Promise<PlacementRow | undefined> {
  const endedAt = end.at ? sql`${end.at.toISOString()}::timestamptz` : sql`now()`;
  // A replacement's handover: the talent keeps working through `lastDay`, the day before the new one starts.
  const endDate = end.lastDay ? sql`greatest(${end.lastDay}::date, ${placements.startDate} - 1)` : lastDayAtSql(endedAt);
  const rows = await tx
    .update(placements)
    .set({
      endedAt,
      endDate,
      endKind: end.kind,
      endReason: end.reason,
    })
    .where(and(eq(placements.id, id), isNull(placements.endedAt)))
    .returning();
  if (rows[0]) await tx.update(replacementRequests).set({ resolvedAt: sql`now()` }).where(and(eq(replacementRequests.placementId, id), isNull(replacementRequests.resolvedAt)));
  return rows[0];
}

export async function pendingRequestOf(db: Executor, placementId: string) {
  const rows = await db
    .select()
    .from(replacementRequests)
    .where(and(eq(replacementRequests.placementId, placementId), isNull(replacementRequests.resolvedAt)));
  return rows[0];
}

export async function insertReplacementRequest(tx: Executor, values: { placementId: string; requestedBy: string; reason: string }) {
  const rows = await tx.insert(replacementRequests).values(values).returning();
  return rows[0]!;
}

export async function countPendingReplacementRequests(db: Executor): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(replacementRequests)
    .innerJoin(placements, eq(placements.id, replacementRequests.placementId))
    .where(and(isNull(replacementRequests.resolvedAt), isNull(placements.endedAt)));
  return rows[0]?.count ?? 0;
}
