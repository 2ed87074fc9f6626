import { inArray, sql, type SQL } from 'drizzle-orm';
import { jobTracksOfPlan, receptionTitleWords, technicalTitleWords, titleWordsPattern, type JobTrack } from '../../../contract/catalogues/job-tracks.js';
import { plans, type PlanKey } from '../../../contract/catalogues/plans.js';
import { subscriptionStandings, type StaffingSort, type SubscriptionStanding } from '../../../contract/placements.js';
import type { Database, Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { type ListSource } from '../../lib/list-cache.js';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { staffableStatusList } from './placements.repository.js';
import { placements, replacementRequests } from './placements.table.js';
import { cancelledSql, endsAtSql } from './subscription-end.sql.js';

export interface StaffingFilter {
  q?: string | undefined;
  seats?: 'open' | 'full' | undefined;
  replacementRequested?: boolean | undefined;
  /** Active or past due, by the same lists the admin home counts with. */
  standing?: SubscriptionStanding | undefined;
}

/**
 * Each staffable subscription's seats as the list reads them, in one pass over the placements
 * (hash aggregates, not a subquery per subscription); with `scope`, those subscriptions instead:
 * `filled` active placements; `waiting_since`, when the longest-open seat opened (a seat never
 * filled opened when the subscription was first paid, another when its last placement ended),
 * null when every seat is filled: a moment, not a number of days, so an order on it stays right
 * as days pass (and cached); `requests` pending replacement requests.
 */
function staffing(scope?: string[]): SQL {
  // A page's rows are read whatever their status (an ended subscription's page shows its history).
  const within = (column: SQL) =>
    scope ? sql`${column} in (${sql.join(scope.map((id) => sql`${id}`), sql`, `)})` : sql`${subscriptions.status} in (${staffableStatusList})`;
  return sql`(
    select s.*, coalesce(h.filled, 0)::int as filled, coalesce(r.requests, 0)::int as requests,
      case
        when coalesce(h.filled, 0) >= s.quantity then null
        when coalesce(h.known_seats, 0) < s.quantity then s.paid_since
        else h.first_open_end end as waiting_since
    from (
      select ${subscriptions.id} as id, ${subscriptions.userId} as user_id, ${subscriptions.quantity} as quantity,
        ${subscriptions.plan} as plan, ${subscriptions.description} as description, ${subscriptions.status} as status,
        coalesce(${subscriptions.startDate}, ${subscriptions.createdAt}) as paid_since,
        ${subscriptions.region} as region, ${cancelledSql} as cancelled, ${endsAtSql} as ends_at,
        ${subscriptions.pastDueSince} as past_due_since
      from ${subscriptions}
      where ${within(sql`${subscriptions.id}`)}
    ) s
    left join (
      select seat_history.subscription_id,
        count(*) filter (where seat_history.active) as filled,
        count(*) filter (where seat_history.seat <= seat_history.quantity) as known_seats,
        min(seat_history.last_end) filter (where not seat_history.active and seat_history.seat <= seat_history.quantity) as first_open_end
      from (
        select ${placements.subscriptionId} as subscription_id, ${placements.seat} as seat, ${subscriptions.quantity} as quantity,
          max(${placements.endedAt}) as last_end, bool_or(${placements.endedAt} is null) as active
        from ${placements} join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
        where ${within(sql`${placements.subscriptionId}`)}
        group by 1, 2, 3
      ) seat_history
      group by 1
    ) h on h.subscription_id = s.id
    left join (
      select ${placements.subscriptionId} as subscription_id, count(*) as requests
      from ${replacementRequests} join ${placements} on ${placements.id} = ${replacementRequests.placementId}
      where ${replacementRequests.resolvedAt} is null and ${placements.endedAt} is null and ${scope ? within(sql`${placements.subscriptionId}`) : sql`true`}
      group by 1
    ) r on r.subscription_id = s.id
  ) staffing join ${users} on ${users.id} = staffing.user_id`;
}

const roleName = sql.join(
  [sql`(case staffing.plan`, ...plans.map((plan) => sql`when ${plan.key} then ${plan.name}`), sql`else staffing.plan end)`],
  sql` `,
);

const orderings: Record<StaffingSort, SQL> = {
  unfilled_first: sql`(staffing.filled < staffing.quantity) desc, staffing.waiting_since asc nulls last, staffing.paid_since asc, staffing.id asc`,
  daysWaiting_desc: sql`staffing.waiting_since asc nulls last, staffing.paid_since asc, staffing.id asc`,
  daysWaiting_asc: sql`staffing.waiting_since desc nulls last, staffing.paid_since desc, staffing.id desc`,
  paidSince_desc: sql`staffing.paid_since desc, staffing.id desc`,
  paidSince_asc: sql`staffing.paid_since asc, staffing.id asc`,
  customer_asc: sql`lower(${users.name}) asc, staffing.paid_since asc, staffing.id asc`,
  customer_desc: sql`lower(${users.name}) desc, staffing.paid_since desc, staffing.id desc`,
  role_asc: sql`${roleName} asc, staffing.paid_since asc, staffing.id asc`,
  role_desc: sql`${roleName} desc, staffing.paid_since desc, staffing.id desc`,
};

function whereOf(filter: StaffingFilter): SQL {
  const conditions = [sql`true`];
  if (filter.seats === 'open') conditions.push(sql`staffing.filled < staffing.quantity`);
  if (filter.seats === 'full') conditions.push(sql`staffing.filled >= staffing.quantity`);
  if (filter.replacementRequested !== undefined) conditions.push(filter.replacementRequested ? sql`staffing.requests > 0` : sql`staffing.requests = 0`);
  if (filter.standing) conditions.push(inArray(sql`staffing.status`, [...subscriptionStandings[filter.standing]]));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    // The customer, the subscription and its role, or a talent placed in it.
    conditions.push(sql`(
      lower(${users.name} || ' ' || ${users.email} || ' ' || staffing.description || ' ' || ${roleName}) like ${pattern}
      or staffing.id in (
        select ${placements.subscriptionId} from ${placements} join ${applicants} on ${applicants.id} = ${placements.talentId}
        where ${placements.endedAt} is null and ${applicants.searchText} like ${pattern}))`);
  }
  return sql.join(conditions, sql` and `);
}

/** The list's source for the list cache: what it counts and orders, read again when one of its tables changes. */
export function staffingSource(db: Database, filter: StaffingFilter, sort: StaffingSort): ListSource {
  const where = whereOf(filter);
  return {
    tables: ['subscriptions', 'placements', 'replacement_requests'],
    filterKey: `staffing ${JSON.stringify(filter)}`,
    sortKey: sort,
    async count() {
      const result = (await db.execute(sql`select count(*)::int as "count" from ${staffing()} where ${where}`)) as unknown as { rows: { count: number }[] };
      return result.rows[0]?.count ?? 0;
    },
    async ids(limit, offset) {
      const result = (await db.execute(
        sql`select staffing.id as "id" from ${staffing()} where ${where} order by ${orderings[sort]} limit ${limit} offset ${offset}`,
      )) as unknown as { rows: { id: string }[] };
      return result.rows.map((row) => row.id);
    },
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

/** These subscriptions' Staffing rows, in no particular order. */
export async function staffingRowsByIds(db: Executor, ids: string[]): Promise<StaffingSubscriptionRow[]> {
  if (ids.length === 0) return [];
  const result = (await db.execute(sql`
    select staffing.id as "id", staffing.user_id as "userId", ${users.name} as "customerName", ${users.email} as "customerEmail",
      staffing.description as "description", staffing.status as "status", staffing.plan as "plan",
      staffing.quantity as "quantity", staffing.filled as "filledSeats", staffing.paid_since as "paidSince",
      staffing.waiting_since as "waitingSince", staffing.requests as "replacementRequests",
      staffing.region as "region", staffing.cancelled as "cancelled", staffing.ends_at as "endsAt",
      staffing.past_due_since as "pastDueSince"
    from ${staffing(ids)}`)) as unknown as { rows: StaffingSubscriptionRow[] };
  return result.rows;
}

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
