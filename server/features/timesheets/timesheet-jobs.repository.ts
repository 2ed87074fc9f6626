import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';
import { auditLog } from '../audit/audit-log.table.js';
import { users } from '../auth/users.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { worksOnOrAfter } from '../placements/placements.public.js';
import { placements } from '../placements/placements.table.js';
import { talentAccounts } from '../talents/talents.table.js';
import { timesheetReminders, timesheets } from './timesheets.table.js';
import { rowsOf } from '../../db/rows.js';

/** Who the automatic approval is in the audit log: no account, so an id no account has. */
export const SYSTEM_ACTOR = { id: '00000000-0000-0000-0000-000000000000', email: 'system' } as const;

/**
 * Approves one batch of weeks still waiting whose approve-by time has passed, and audits them, in
 * one statement: the weeks are claimed with SKIP LOCKED, so a week a customer is answering at this
 * moment is left to them, and two instances running at once take different weeks (a week claimed
 * by one and approved meanwhile no longer matches `submitted` for the other). The batch is one
 * audit row (`timesheets.auto_approved`) listing each week it approved in `detail.records`, with the
 * facts a single week's row had: one link of the chain and one wait for its lock per batch, not per
 * week (decision 0204). Answers how many were approved.
 */
export async function autoApproveBatch(tx: Executor, at: Date, limit: number): Promise<number> {
  const when = at.toISOString();
  const rows = await rowsOf<{ count: number }>(
    tx.execute(sql`
      with due as (
        select ${timesheets.id} as id from ${timesheets}
        where ${timesheets.status} = 'submitted' and ${timesheets.approveBy} <= ${when}
        order by ${timesheets.approveBy}
        limit ${limit}
        for update skip locked
      ), approved as (
        update ${timesheets} as t
        set status = 'auto_approved', decided_at = ${when}, decided_by = null, updated_at = ${when}
        from due where t.id = due.id and t.status = 'submitted'
        returning t.id, t.week_start, t.total_quarter_hours, t.talent_id, t.approve_by
      ), audited as (
        insert into ${auditLog} (actor_id, actor_email, action, target_type, target_id, detail)
        select ${SYSTEM_ACTOR.id}::uuid, ${SYSTEM_ACTOR.email}, 'timesheets.auto_approved', 'timesheet', null,
          jsonb_build_object('records', jsonb_agg(jsonb_build_object(
            'id', approved.id,
            'talent', (select talent.first_name || ' ' || talent.last_name from ${applicants} as talent where talent.id = approved.talent_id),
            'talentId', approved.talent_id, 'weekStart', approved.week_start, 'totalHours', (approved.total_quarter_hours / 4.0)::float8)
            order by approved.approve_by, approved.id))
        from approved
        having count(*) > 0
        returning 1
      )
      select (select count(*) from approved)::int as "count", (select count(*) from audited)::int as "audits"`),
  );
  return rows[0]?.count ?? 0;
}

/** The time zones of placements with days to log: the talents' reminders are worked out once per zone. */
export async function activePlacementZones(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ zone: string }>(
    // A placement that ended in the last week still has that week's days to log.
    db.execute(sql`select distinct ${placements.timeZone} as "zone" from ${placements} where ${worksOnOrAfter(sql`current_date - 7`)}`),
  );
  return rows.map((row) => row.zone);
}

/** The time zones of placements with weeks waiting for their customer. */
export async function waitingWeekZones(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ zone: string }>(
    db.execute(sql`
      select distinct ${placements.timeZone} as "zone"
      from ${timesheets} join ${placements} on ${placements.id} = ${timesheets.placementId}
      where ${timesheets.status} = 'submitted'`),
  );
  return rows.map((row) => row.zone);
}

export interface TalentToRemind {
  userId: string;
  email: string;
  name: string;
  company: string;
}

/**
 * Records the Friday reminder of `weekStart` for each talent (by account) with a placement in
 * `zone` that works a day of that week (started by that Friday, not ended before its Monday),
 * whose week is not submitted, and answers those recorded now: a talent reminded before this week
 * (by an earlier run or another instance) is not answered again.
 */
export function recordTalentReminders(tx: Executor, zone: string, week: { weekStart: string; friday: string }): Promise<TalentToRemind[]> {
  return rowsOf<TalentToRemind>(
    tx.execute(sql`
      with due as (
        select distinct on (${talentAccounts.userId}) ${talentAccounts.userId} as user_id, ${users.email} as email, ${users.name} as name, customer.name as company
        from ${placements}
        join ${talentAccounts} on ${talentAccounts.applicantId} = ${placements.talentId}
        join ${users} on ${users.id} = ${talentAccounts.userId}
        join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
        join ${users} as customer on customer.id = ${subscriptions.userId}
        where ${worksOnOrAfter(sql`${week.weekStart}::date`)} and ${placements.timeZone} = ${zone} and ${placements.startDate} <= ${week.friday}
          and not exists (select 1 from ${timesheets} where ${timesheets.placementId} = ${placements.id} and ${timesheets.weekStart} = ${week.weekStart})
        order by ${talentAccounts.userId}, ${placements.startDate} desc
      ), recorded as (
        insert into ${timesheetReminders} (kind, user_id, week_start)
        select 'talent_submit', user_id, ${week.weekStart} from due
        on conflict do nothing
        returning user_id
      )
      select due.user_id as "userId", due.email, due.name, due.company from due join recorded using (user_id)`),
  );
}

export interface CustomerToRemind {
  userId: string;
  email: string;
  name: string;
  weeks: number;
}

/**
 * Records the Monday reminder of `weekStart` for each customer with weeks of a placement in `zone`
 * that were submitted by that Monday 09:00 and still wait for them, and answers those recorded now
 * with how many of their weeks wait in all.
 */
export function recordCustomerReminders(tx: Executor, zone: string, week: { weekStart: string; remindAt: Date }): Promise<CustomerToRemind[]> {
  return rowsOf<CustomerToRemind>(
    tx.execute(sql`
      with due as (
        select distinct ${timesheets.customerId} as user_id
        from ${timesheets} join ${placements} on ${placements.id} = ${timesheets.placementId}
        where ${timesheets.status} = 'submitted' and ${placements.timeZone} = ${zone} and ${timesheets.submittedAt} <= ${week.remindAt.toISOString()}
      ), recorded as (
        insert into ${timesheetReminders} (kind, user_id, week_start)
        select 'customer_review', user_id, ${week.weekStart} from due
        on conflict do nothing
        returning user_id
      )
      select ${users.id} as "userId", ${users.email} as "email", ${users.name} as "name",
        (select count(*) from ${timesheets} where ${timesheets.customerId} = ${users.id} and ${timesheets.status} = 'submitted')::int as "weeks"
      from recorded join ${users} on ${users.id} = recorded.user_id`),
  );
}
