import { hash } from 'node:crypto';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TimesheetSort, TimesheetStatus } from '../../../contract/timesheets.js';
import type { Database, Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { listCacheOf, type ListSource } from '../../lib/list-cache.js';
import { placements } from '../placements/placements.table.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { timesheetViews, timesheetViewsByIds, type TimesheetView } from './timesheet-rows.repository.js';
import { timesheets } from './timesheets.table.js';
import { rowsOf } from '../../db/rows.js';

export interface AdminTimesheetFilter {
  status?: TimesheetStatus | undefined;
  attention?: 'overdue' | 'disputed' | undefined;
  customerId?: string | undefined;
  talentId?: string | undefined;
  week?: string | undefined;
  q?: string | undefined;
  /** The moment "overdue" is measured at (the list keeps it to the minute, see the service). */
  now: Date;
}

/** Who a search names: placed talents and customers (`timesheetPeopleMatching`). */
export interface TimesheetPeople {
  talentIds: string[];
  customerIds: string[];
}

/** Approved by the customer, by an admin's settlement, or automatically: what payroll pays. */
export const approvedStatuses = ['approved', 'auto_approved'] as const;

/** A submitted week past its approve-by time: the automatic approval should have reached it. */
const overdueAt = (now: Date) => sql`${timesheets.status} = 'submitted' and ${timesheets.approveBy} < ${now.toISOString()}`;

const fingerprint = (people: TimesheetPeople) => hash('sha256', `${people.talentIds.join()};${people.customerIds.join()}`, 'base64url');

/** An array of ids as one parameter, so Postgres hashes it (`= any(…)` tests each week in constant time). */
const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;

function whereOf(filter: AdminTimesheetFilter, people: TimesheetPeople | undefined): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.status) conditions.push(sql`${timesheets.status} = ${filter.status}`);
  if (filter.attention === 'disputed') conditions.push(sql`${timesheets.status} = 'disputed'`);
  if (filter.attention === 'overdue') conditions.push(overdueAt(filter.now));
  if (filter.customerId) conditions.push(sql`${timesheets.customerId} = ${filter.customerId}`);
  if (filter.talentId) conditions.push(sql`${timesheets.talentId} = ${filter.talentId}`);
  if (filter.week) conditions.push(sql`${timesheets.weekStart} = ${filter.week}`);
  // The talent or the customer the search names, found beforehand: the weeks are then read on the
  // talent and customer indexes instead of testing a million rows against two searches.
  if (people) conditions.push(sql`(${timesheets.talentId} = any(${uuidArray(people.talentIds)}) or ${timesheets.customerId} = any(${uuidArray(people.customerIds)}))`);
  return sql.join(conditions, sql` and `);
}

/**
 * Who a search of the Timesheets list names: placed talents whose name or e-mail holds it (the
 * applicants' trigram index), and customers whose name (the company) or e-mail does. A talent never
 * placed has no weeks, so is left out: a search of a common name finds a few hundred talents, not
 * thousands of applicants.
 */
export async function timesheetPeopleMatching(db: Executor, q: string): Promise<TimesheetPeople> {
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const [row] = await rowsOf<TimesheetPeople>(
    db.execute(sql`
      select
        array(select distinct ${placements.talentId} from ${placements} join ${applicants} on ${applicants.id} = ${placements.talentId}
              where ${applicants.searchText} like ${pattern} order by 1)::text[] as "talentIds",
        array(select ${users.id} from ${users} where lower(${users.name} || ' ' || ${users.email}) like ${pattern} order by 1)::text[] as "customerIds"`),
  );
  return row ?? { talentIds: [], customerIds: [] };
}

/**
 * Each order ends on the row's id so pages never overlap. The week and hours orders follow an
 * index of the table. The talent orders join the talent and sort on their name, which the
 * applicants' name index gives in order, so Postgres walks talents by name and reads each one's
 * weeks on the talent index; the customer orders do the same from the customers sorted by name (a
 * few thousand, sorted in memory) through a lateral join on the customer index. Neither sorts a
 * million weeks (measured in `npm run bench`: 1.3 s → 0.08 s for a page of customers Z-A).
 */
const talentOrder = (direction: SQL) =>
  sql`lower(${applicants.lastName}) ${direction}, lower(${applicants.firstName}) ${direction}, ${timesheets.talentId} ${direction}, ${timesheets.weekStart} desc, ${timesheets.id} desc`;
const asc = sql`asc`;
const desc = sql`desc`;

type IdsQuery = (where: SQL) => SQL;

const inOrder =
  (order: SQL): IdsQuery =>
  (where) =>
    sql`select ${timesheets.id} as "id" from ${timesheets} where ${where} order by ${order}`;

const byTalent =
  (direction: SQL): IdsQuery =>
  (where) =>
    sql`select ${timesheets.id} as "id" from ${timesheets} join ${applicants} on ${applicants.id} = ${timesheets.talentId}
      where ${where} order by ${talentOrder(direction)}`;

const byCustomer =
  (direction: SQL): IdsQuery =>
  (where) => sql`
    select weeks.id as "id"
    from (select ${users.id} as customer_id, lower(${users.name}) as customer_name from ${users}
          order by lower(${users.name}) ${direction}, ${users.id} ${direction}) customers
    cross join lateral (
      select ${timesheets.id} as id, ${timesheets.weekStart} as week_start from ${timesheets}
      where ${timesheets.customerId} = customers.customer_id and ${where}) weeks
    order by customers.customer_name ${direction}, customers.customer_id ${direction}, weeks.week_start desc, weeks.id desc`;

const orderings: Record<TimesheetSort, IdsQuery> = {
  week_desc: inOrder(sql`${timesheets.weekStart} desc, ${timesheets.id} desc`),
  week_asc: inOrder(sql`${timesheets.weekStart} asc, ${timesheets.id} asc`),
  talent_asc: byTalent(asc),
  talent_desc: byTalent(desc),
  customer_asc: byCustomer(asc),
  customer_desc: byCustomer(desc),
  hours_desc: inOrder(sql`${timesheets.totalQuarterHours} desc, ${timesheets.weekStart} desc, ${timesheets.id} desc`),
  hours_asc: inOrder(sql`${timesheets.totalQuarterHours} asc, ${timesheets.weekStart} asc, ${timesheets.id} asc`),
};

/**
 * Each order as one expression over a week joined to its talent and customer: how a few weeks by
 * id are put in the list's order (`idsAmong`), as the queries above walk them.
 */
const customerOrder = (direction: SQL) =>
  sql`lower(${users.name}) ${direction}, ${users.id} ${direction}, ${timesheets.weekStart} desc, ${timesheets.id} desc`;
const orderOf: Record<TimesheetSort, SQL> = {
  week_desc: sql`${timesheets.weekStart} desc, ${timesheets.id} desc`,
  week_asc: sql`${timesheets.weekStart} asc, ${timesheets.id} asc`,
  talent_asc: talentOrder(asc),
  talent_desc: talentOrder(desc),
  customer_asc: customerOrder(asc),
  customer_desc: customerOrder(desc),
  hours_desc: sql`${timesheets.totalQuarterHours} desc, ${timesheets.weekStart} desc, ${timesheets.id} desc`,
  hours_asc: sql`${timesheets.totalQuarterHours} asc, ${timesheets.weekStart} asc, ${timesheets.id} asc`,
};

/** What each order reads of a week: a week whose values of these change may move in it. */
const placeOf: Record<TimesheetSort, SQL[]> = {
  week_desc: [sql`${timesheets.weekStart}`],
  week_asc: [sql`${timesheets.weekStart}`],
  talent_asc: [sql`${timesheets.talentId}`, sql`${timesheets.weekStart}`],
  talent_desc: [sql`${timesheets.talentId}`, sql`${timesheets.weekStart}`],
  customer_asc: [sql`${timesheets.customerId}`, sql`${timesheets.weekStart}`],
  customer_desc: [sql`${timesheets.customerId}`, sql`${timesheets.weekStart}`],
  hours_desc: [sql`${timesheets.totalQuarterHours}`, sql`${timesheets.weekStart}`],
  hours_asc: [sql`${timesheets.totalQuarterHours}`, sql`${timesheets.weekStart}`],
};

/**
 * The Timesheets list's source for the list cache: what it counts and orders. After a write to the
 * weeks it weighs the changed weeks (`rows`) instead of counting a million again; `people` are who
 * the search names, read beforehand.
 */
export function adminTimesheetsSource(db: Database, filter: AdminTimesheetFilter, sort: TimesheetSort, people?: TimesheetPeople): ListSource {
  const where = whereOf(filter, people);
  const { now, ...keyed } = filter;
  return {
    tables: ['timesheets'],
    // "Overdue" moves with the clock, so its entries are keyed on the minute they were read at; a
    // search on who it named, so a talent placed or renamed since is counted afresh.
    filterKey: `timesheets ${JSON.stringify(keyed)}${filter.attention === 'overdue' ? ` at ${now.toISOString()}` : ''}${people ? ` naming ${fingerprint(people)}` : ''}`,
    sortKey: sort,
    async count() {
      const [row] = await rowsOf<{ count: number }>(db.execute(sql`select count(*)::int as "count" from ${timesheets} where ${where}`));
      return row?.count ?? 0;
    },
    async ids(limit, offset) {
      const rows = await rowsOf<{ id: string }>(db.execute(sql`${orderings[sort](where)} limit ${limit} offset ${offset}`));
      return rows.map((row) => row.id);
    },
    async idsAmong(ids) {
      const rows = await rowsOf<{ id: string }>(
        db.execute(sql`
          select ${timesheets.id} as "id" from ${timesheets}
          join ${applicants} on ${applicants.id} = ${timesheets.talentId} join ${users} on ${users.id} = ${timesheets.customerId}
          where ${where} and ${timesheets.id} = any(${uuidArray(ids)}) order by ${orderOf[sort]}`),
      );
      return rows.map((row) => row.id);
    },
    rows: { table: timesheets, where, order: placeOf[sort] },
  };
}

/** The weeks of a list page or an export batch (one named statement: rows-by-ids.ts). */
export const timesheetsByIds = timesheetViewsByIds;

export async function findTimesheet(db: Executor, id: string): Promise<TimesheetView | undefined> {
  const [row] = await timesheetViews(db, eq(timesheets.id, id));
  return row;
}

/** The week's hours, its row locked until the transaction ends (a settlement reads what it replaces). */
export async function lockTimesheet(tx: Executor, id: string): Promise<{ status: string; quarterHours: number[] } | undefined> {
  const [row] = await tx
    .select({ status: timesheets.status, quarterHours: timesheets.quarterHours })
    .from(timesheets)
    .where(eq(timesheets.id, id))
    .for('update');
  return row;
}

/**
 * Settles a disputed week: approved by this admin, with the hours that stand and the reason. Only a
 * week still disputed is changed, so of two settlements (or a settlement and the talent's
 * resubmission) one wins; false when the week was not disputed.
 */
export async function settleDisputedWeek(
  tx: Executor,
  id: string,
  settlement: { adminId: string; reason: string; quarterHours: number[] | undefined },
): Promise<boolean> {
  const rows = await tx
    .update(timesheets)
    .set({
      status: 'approved',
      ...(settlement.quarterHours ? { quarterHours: settlement.quarterHours } : {}),
      decidedAt: sql`now()`,
      decidedBy: settlement.adminId,
      settlementReason: settlement.reason,
      updatedAt: sql`now()`,
    })
    .where(and(eq(timesheets.id, id), eq(timesheets.status, 'disputed')))
    .returning({ id: timesheets.id });
  return rows.length === 1;
}

/**
 * The exported weeks in payroll order (talent, customer, week), ids and Mondays, read at once so
 * the download neither repeats nor skips a row (and the file can be named before it is written).
 */
export async function approvedWeeks(db: Executor, filter: { from?: string | undefined; to?: string | undefined; customerId?: string | undefined; talentId?: string | undefined }) {
  const conditions = [inArray(timesheets.status, [...approvedStatuses])];
  if (filter.from) conditions.push(sql`${timesheets.weekStart} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${timesheets.weekStart} <= ${filter.to}`);
  if (filter.customerId) conditions.push(eq(timesheets.customerId, filter.customerId));
  if (filter.talentId) conditions.push(eq(timesheets.talentId, filter.talentId));
  return db
    .select({ id: timesheets.id, weekStart: timesheets.weekStart })
    .from(timesheets)
    .innerJoin(applicants, eq(applicants.id, timesheets.talentId))
    .innerJoin(users, eq(users.id, timesheets.customerId))
    .where(and(...conditions))
    .orderBy(
      sql`lower(${applicants.lastName})`,
      sql`lower(${applicants.firstName})`,
      timesheets.talentId,
      sql`lower(${users.name})`,
      timesheets.customerId,
      timesheets.weekStart,
      timesheets.id,
    );
}

/**
 * The admin home's counts: weeks disputed (some 1% of a million: kept as the list's totals are,
 * moved by the weeks each write changed), and submitted weeks past their approve-by time (few, on
 * the due index, counted on every call: overdue moves with the clock).
 */
export async function countTimesheetsNeedingAttention(db: Database, now: Date = new Date()): Promise<{ disputedTimesheets: number; overdueTimesheets: number }> {
  const disputed = sql`${timesheets.status} = 'disputed'`;
  const [disputedTimesheets, [overdue]] = await Promise.all([
    listCacheOf(db).total(db, {
      tables: ['timesheets'],
      filterKey: 'admin-overview disputed timesheets',
      count: async () => (await rowsOf<{ count: number }>(db.execute(sql`select count(*)::int as "count" from ${timesheets} where ${disputed}`)))[0]?.count ?? 0,
      rows: { table: timesheets, where: disputed, order: [] },
    }),
    rowsOf<{ count: number }>(db.execute(sql`select count(*)::int as "count" from ${timesheets} where ${overdueAt(now)}`)),
  ]);
  return { disputedTimesheets, overdueTimesheets: overdue?.count ?? 0 };
}
