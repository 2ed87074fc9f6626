import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { staffableStatusList } from './placements.repository.js';
import { placements, subscriptionEndNotices } from './placements.table.js';
import { canceledEndSql, cancelledSql, endsAtSql, lastDayAtSql } from './subscription-end.sql.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The end a subscription's team is to be told of: a live subscription's once the customer has
 * cancelled it, or a canceled one's (cancelled at once at Stripe). Null for one that runs on (a
 * fixed term's own end is no news) or stopped for another reason (unpaid, expired).
 */
const announcedEnd = sql`(case
  when ${subscriptions.status} = 'canceled' then ${canceledEndSql}
  when ${subscriptions.status} in (${staffableStatusList}) and ${cancelledSql} then ${endsAtSql} end)`;

const hasActivePlacement = sql`exists (select 1 from ${placements} where ${placements.subscriptionId} = ${subscriptions.id} and ${placements.endedAt} is null)`;

/**
 * Not told yet: no notice of this end (a changed end is news again). A subscription canceled at
 * Stripe is told of once, whatever it was told before: its recorded times may still move as Stripe
 * settles them, and its team is ended (and mailed) by the ending task anyway. Only an end still
 * ahead, or one whose team has not been ended yet: ends long past are not dug up.
 */
const unannounced = sql`${announcedEnd} is not null
  and not exists (select 1 from ${subscriptionEndNotices} where ${subscriptionEndNotices.subscriptionId} = ${subscriptions.id}
    and (${subscriptionEndNotices.endsAt} = ${announcedEnd} or ${subscriptions.status} = 'canceled'))
  and (${announcedEnd} > now() or ${hasActivePlacement})`;

export interface UnannouncedEnd {
  id: string;
  endsAt: Date;
  /** The end has come already: its team is being ended now, and told so by the ending mails. */
  reached: boolean;
}

const toUnannouncedEnd = (row: { id: string; endsAt: string | Date; reached: boolean }): UnannouncedEnd => ({ ...row, endsAt: new Date(row.endsAt) });

/** Every subscription whose known end its team has not been told of. */
export async function unannouncedEnds(db: Executor): Promise<UnannouncedEnd[]> {
  const rows = await rowsOf<{ id: string; endsAt: string; reached: boolean }>(
    db.execute(sql`select ${subscriptions.id} as "id", ${announcedEnd} as "endsAt", ${announcedEnd} <= now() as "reached"
      from ${subscriptions} where ${unannounced} order by ${announcedEnd}`),
  );
  return rows.map(toUnannouncedEnd);
}

/** The subscription's untold end, read again in the transaction that tells it (after its row is locked). */
export async function unannouncedEndOf(tx: Executor, subscriptionId: string): Promise<UnannouncedEnd | undefined> {
  const rows = await rowsOf<{ id: string; endsAt: string; reached: boolean }>(
    tx.execute(sql`select ${subscriptions.id} as "id", ${announcedEnd} as "endsAt", ${announcedEnd} <= now() as "reached"
      from ${subscriptions} where ${subscriptions.id} = ${subscriptionId} and ${unannounced}`),
  );
  return rows[0] && toUnannouncedEnd(rows[0]);
}

/** Records that the team was told of `endsAt`; false when it already was (a parallel run told it first). */
export async function insertNotice(tx: Executor, subscriptionId: string, endsAt: Date): Promise<boolean> {
  const rows = await tx.insert(subscriptionEndNotices).values({ subscriptionId, endsAt }).onConflictDoNothing().returning({ subscriptionId: subscriptionEndNotices.subscriptionId });
  return rows.length > 0;
}

/** Live subscriptions whose team was told of an end that is no longer set: the customer resumed it. */
const withdrawn = sql`${subscriptions.status} in (${staffableStatusList}) and not ${cancelledSql}
  and exists (select 1 from ${subscriptionEndNotices} where ${subscriptionEndNotices.subscriptionId} = ${subscriptions.id})`;

export async function withdrawnEnds(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(db.execute(sql`select ${subscriptions.id} as "id" from ${subscriptions} where ${withdrawn}`));
  return rows.map((row) => row.id);
}

/** Forgets the ends told of a resumed subscription (so a later cancel is told again); false when there were none. */
export async function deleteNoticesOfWithdrawn(tx: Executor, subscriptionId: string): Promise<boolean> {
  const rows = await rowsOf<{ id: string }>(
    tx.execute(sql`delete from ${subscriptionEndNotices} where ${subscriptionEndNotices.subscriptionId} = ${subscriptionId}
      and exists (select 1 from ${subscriptions} where ${subscriptions.id} = ${subscriptionId} and ${withdrawn})
      returning ${subscriptionEndNotices.subscriptionId} as "id"`),
  );
  return rows.length > 0;
}

export interface EndingTeamMember {
  firstName: string;
  lastName: string;
  email: string;
  /** The job they were hired for: their role in the mails. */
  jobTitle: string | null;
  startDate: string;
  /** Their last working day should the subscription end at the time asked about (`end_date` as it will be). */
  lastDay: string;
}

/** The subscription's talents not ended yet, by seat, each with the last day an end at `endsAt` leaves them. */
export function teamEndingAt(db: Executor, subscriptionId: string, endsAt: Date): Promise<EndingTeamMember[]> {
  return db
    .select({
      firstName: applicants.firstName,
      lastName: applicants.lastName,
      email: applicants.email,
      jobTitle: jobs.title,
      startDate: placements.startDate,
      lastDay: sql<string>`(${lastDayAtSql(sql`${endsAt.toISOString()}::timestamptz`)})::text`,
    })
    .from(placements)
    .innerJoin(applicants, eq(applicants.id, placements.talentId))
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .where(and(eq(placements.subscriptionId, subscriptionId), isNull(placements.endedAt)))
    .orderBy(asc(placements.seat), asc(placements.startDate));
}

/** The subscription's talents not ended yet, by seat: who is told that a withdrawn cancellation leaves them working. */
export function activeTeamOf(db: Executor, subscriptionId: string): Promise<Pick<EndingTeamMember, 'firstName' | 'lastName' | 'email' | 'jobTitle'>[]> {
  return db
    .select({ firstName: applicants.firstName, lastName: applicants.lastName, email: applicants.email, jobTitle: jobs.title })
    .from(placements)
    .innerJoin(applicants, eq(applicants.id, placements.talentId))
    .leftJoin(jobs, eq(jobs.id, applicants.jobId))
    .where(and(eq(placements.subscriptionId, subscriptionId), isNull(placements.endedAt)))
    .orderBy(asc(placements.seat), asc(placements.startDate));
}
