import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { jobTracksOfPlan, receptionTitleWords, technicalTitleWords, titleWordsPattern, type JobTrack } from '../../../contract/catalogues/job-tracks.js';
import { plans, type PlanKey } from '../../../contract/catalogues/plans.js';
import { subscriptionStandings, type StaffingSort, type SubscriptionStanding } from '../../../contract/placements.js';
import type { Database, Executor } from '../../db/database.js';
import { rowsByIds } from '../../db/rows-by-ids.js';
import { escapeLike } from '../../lib/like.js';
import { type ListSource } from '../../lib/list-cache.js';
import { rowsOf } from '../../db/rows.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { staffableStatusList } from './placements.repository.js';
import { placements } from './placements.table.js';
import { staffingRows } from './staffing-rows.table.js';
import { cancelledSql, endsAtSql } from './subscription-end.sql.js';

export interface StaffingFilter {
  q?: string | undefined;
  seats?: 'open' | 'full' | undefined;
  replacementRequested?: boolean | undefined;
  /** Active or past due, by the same lists the admin home counts with. */
  standing?: SubscriptionStanding | undefined;
}

/** The role a plan is on screen, for the role orders and the search. */
const roleName = sql.join(
  [sql`(case ${staffingRows.plan}`, ...plans.map((plan) => sql`when ${plan.key} then ${plan.name}`), sql`else ${staffingRows.plan} end)`],
  sql` `,
);

/** The customer's name (the company) and e-mail, lowercased: what the search and the customer orders read. */
const customerText = sql`(select lower(${users.name} || ' ' || ${users.email}) from ${users} where ${users.id} = ${staffingRows.userId})`;
const customerName = sql`(select lower(${users.name}) from ${users} where ${users.id} = ${staffingRows.userId})`;

/** Each order, and what it reads of a row (a row whose values of these change may move in it). */
const orderings: Record<StaffingSort, { order: SQL; place: SQL[] }> = {
  unfilled_first: {
    order: sql`(${staffingRows.filled} < ${staffingRows.quantity}) desc, ${staffingRows.waitingSince} asc nulls last, ${staffingRows.paidSince} asc, ${staffingRows.id} asc`,
    place: [sql`${staffingRows.filled}`, sql`${staffingRows.quantity}`, sql`${staffingRows.waitingSince}`, sql`${staffingRows.paidSince}`],
  },
  daysWaiting_desc: {
    order: sql`${staffingRows.waitingSince} asc nulls last, ${staffingRows.paidSince} asc, ${staffingRows.id} asc`,
    place: [sql`${staffingRows.waitingSince}`, sql`${staffingRows.paidSince}`],
  },
  daysWaiting_asc: {
    order: sql`${staffingRows.waitingSince} desc nulls last, ${staffingRows.paidSince} desc, ${staffingRows.id} desc`,
    place: [sql`${staffingRows.waitingSince}`, sql`${staffingRows.paidSince}`],
  },
  paidSince_desc: { order: sql`${staffingRows.paidSince} desc, ${staffingRows.id} desc`, place: [sql`${staffingRows.paidSince}`] },
  paidSince_asc: { order: sql`${staffingRows.paidSince} asc, ${staffingRows.id} asc`, place: [sql`${staffingRows.paidSince}`] },
  customer_asc: { order: sql`${customerName} asc, ${staffingRows.paidSince} asc, ${staffingRows.id} asc`, place: [sql`${staffingRows.userId}`, sql`${staffingRows.paidSince}`] },
  customer_desc: { order: sql`${customerName} desc, ${staffingRows.paidSince} desc, ${staffingRows.id} desc`, place: [sql`${staffingRows.userId}`, sql`${staffingRows.paidSince}`] },
  role_asc: { order: sql`${roleName} asc, ${staffingRows.paidSince} asc, ${staffingRows.id} asc`, place: [sql`${staffingRows.plan}`, sql`${staffingRows.paidSince}`] },
  role_desc: { order: sql`${roleName} desc, ${staffingRows.paidSince} desc, ${staffingRows.id} desc`, place: [sql`${staffingRows.plan}`, sql`${staffingRows.paidSince}`] },
};

/** Staffable subscriptions (active, trialing, past due) that match the filter: a condition on one row, so the list cache can weigh a changed row with it. */
function whereOf(filter: StaffingFilter): SQL {
  const conditions = [sql`${staffingRows.status} in (${staffableStatusList})`];
  if (filter.seats === 'open') conditions.push(sql`${staffingRows.filled} < ${staffingRows.quantity}`);
  if (filter.seats === 'full') conditions.push(sql`${staffingRows.filled} >= ${staffingRows.quantity}`);
  if (filter.replacementRequested !== undefined) conditions.push(filter.replacementRequested ? sql`${staffingRows.requests} > 0` : sql`${staffingRows.requests} = 0`);
  if (filter.standing) conditions.push(inArray(staffingRows.status, [...subscriptionStandings[filter.standing]]));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    // The customer, the subscription and its role, or a talent placed in it.
    conditions.push(sql`(
      ${customerText} || ' ' || lower(${staffingRows.description} || ' ' || ${roleName}) like ${pattern}
      or ${staffingRows.id} in (
        select ${placements.subscriptionId} from ${placements} join ${applicants} on ${applicants.id} = ${placements.talentId}
        where ${placements.endedAt} is null and ${applicants.searchText} like ${pattern}))`);
  }
  return sql.join(conditions, sql` and `);
}

/**
 * The list's source for the list cache: what it counts and orders. Its rows are `staffing_rows`,
 * which the database keeps as placements, requests and subscriptions change; the list follows
 * their changes row by row. A search also reads the customers and the placed talents, and the
 * customer orders the customers' names: a change to those is read again in full.
 */
export function staffingSource(db: Database, filter: StaffingFilter, sort: StaffingSort): ListSource {
  const where = whereOf(filter);
  const { order, place } = orderings[sort];
  const tables = new Set(['staffing_rows']);
  if (filter.q) for (const table of ['users', 'placements', 'applicants']) tables.add(table);
  if (sort.startsWith('customer_')) tables.add('users');
  return {
    tables: [...tables],
    filterKey: `staffing ${JSON.stringify(filter)}`,
    sortKey: sort,
    async count() {
      const [row] = await rowsOf<{ count: number }>(db.execute(sql`select count(*)::int as "count" from ${staffingRows} where ${where}`));
      return row?.count ?? 0;
    },
    async ids(limit, offset) {
      const rows = await rowsOf<{ id: string }>(
        db.execute(sql`select ${staffingRows.id} as "id" from ${staffingRows} where ${where} order by ${order} limit ${limit} offset ${offset}`),
      );
      return rows.map((row) => row.id);
    },
    async idsAmong(ids) {
      const rows = await rowsOf<{ id: string }>(
        db.execute(sql`select ${staffingRows.id} as "id" from ${staffingRows} where ${where} and ${inArray(staffingRows.id, ids)} order by ${order}`),
      );
      return rows.map((row) => row.id);
    },
    rows: { table: staffingRows, where, order: place },
  };
}

/** One Staffing row's subscription facts (its placements are read apart). */
export interface StaffingSubscriptionRow {
  id: string;
  userId: string;
  customerName: string;
  customerEmail: string;
  description: string;
  status: string;
  plan: string;
  quantity: number;
  filledSeats: number;
  paidSince: string;
  waitingSince: string | null;
  replacementRequests: number;
  region: string;
  /** Cancelled by the customer (`cancelledSql`), and when it ends (`endsAtSql`). */
  cancelled: boolean;
  endsAt: string | null;
  /** When its renewal's payment was first found overdue; null while it is paid. */
  pastDueSince: string | null;
}

/** These subscriptions' Staffing rows, in no particular order (whatever their status: an ended subscription's page shows its history). */
export const staffingRowsByIds = rowsByIds<StaffingSubscriptionRow>('staffing_rows_by_ids', (db, idIn) =>
  db
    .select({
      id: staffingRows.id,
      userId: staffingRows.userId,
      customerName: users.name,
      customerEmail: users.email,
      description: staffingRows.description,
      status: staffingRows.status,
      plan: staffingRows.plan,
      quantity: staffingRows.quantity,
      filledSeats: staffingRows.filled,
      // As the database writes them: the service reads each instant with `new Date`.
      paidSince: sql<string>`${staffingRows.paidSince}`,
      waitingSince: sql<string | null>`${staffingRows.waitingSince}`,
      replacementRequests: staffingRows.requests,
      region: subscriptions.region,
      cancelled: sql<boolean>`${cancelledSql}`,
      endsAt: sql<string | null>`${endsAtSql}`,
      pastDueSince: sql<string | null>`${subscriptions.pastDueSince}`,
    })
    .from(staffingRows)
    .innerJoin(subscriptions, eq(subscriptions.id, staffingRows.id))
    .innerJoin(users, eq(users.id, staffingRows.userId))
    .where(idIn(staffingRows.id)),
);

/** Hired applicants without an active placement. */
function assignableWhere(q: string | undefined): SQL {
  const conditions = [
    sql`${applicants.status} = 'Hired'`,
    sql`not exists (select 1 from ${placements} where ${placements.talentId} = ${applicants.id} and ${placements.endedAt} is null)`,
  ];
  if (q) conditions.push(sql`${applicants.searchText} like ${`%${escapeLike(q.toLowerCase())}%`}`);
  return sql.join(conditions, sql` and `);
}

/**
 * The track of the job an applicant was hired for (catalogues/job-tracks.ts), read from its
 * title; null without a job. Needs `jobs` joined.
 */
const jobTrack = sql`(case
  when ${jobs.title} is null then null
  when lower(${jobs.title}) ~ ${titleWordsPattern(technicalTitleWords)} then 'technical'
  when lower(${jobs.title}) ~ ${titleWordsPattern(receptionTitleWords)} then 'reception'
  else 'non_technical' end)`;

export interface AssignableTalentRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string | null;
  jobTrack: JobTrack | null;
  hiredAt: string;
}

/**
 * The assign dialog's source for the list cache: hired and unplaced; with `plan`, those whose
 * job's track fits the plan first; then most recently hired first.
 */
export function assignableTalentsSource(db: Database, q: string | undefined, plan: PlanKey | undefined): ListSource {
  const where = assignableWhere(q);
  const fitsPlan = plan ? sql`(${jobTrack} in (${sql.join(jobTracksOfPlan[plan].map((track) => sql`${track}`), sql`, `)})) is true desc, ` : sql``;
  return {
    // A job's title decides its track: renaming a job changes the order.
    tables: plan ? ['applicants', 'placements', 'jobs'] : ['applicants', 'placements'],
    filterKey: `assignable talents ${q ?? ''}`,
    sortKey: plan ? `${plan} first, hiredAt_desc` : 'hiredAt_desc',
    async count() {
      const result = (await db.execute(sql`select count(*)::int as "count" from ${applicants} where ${where}`)) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count ?? 0;
    },
    async ids(limit, offset) {
      const result = (await db.execute(sql`
        select ${applicants.id} as "id" from ${applicants} left join ${jobs} on ${jobs.id} = ${applicants.jobId} where ${where}
        order by ${fitsPlan}${applicants.hiredAt} desc nulls first, ${applicants.id} desc
        limit ${limit} offset ${offset}`)) as unknown as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    },
  };
}

export async function assignableTalentsByIds(db: Executor, ids: string[]): Promise<AssignableTalentRow[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select ${applicants.id} as "id", ${applicants.firstName} as "firstName", ${applicants.lastName} as "lastName",
      ${applicants.email} as "email", ${jobs.title} as "jobTitle", ${jobTrack} as "jobTrack",
      coalesce(${applicants.hiredAt}, ${applicants.updatedAt}) as "hiredAt"
    from ${applicants} left join ${jobs} on ${jobs.id} = ${applicants.jobId}
    where ${applicants.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`)) as unknown as { rows: AssignableTalentRow[] };
  return result.rows;
}
