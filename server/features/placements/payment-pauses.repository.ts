import { sql, type SQL } from 'drizzle-orm';
import { staffableSubscriptionStatuses } from '../../../contract/placements.js';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';
import { subscriptions } from '../billing/billing.table.js';
import { jobs } from '../jobs/jobs.table.js';
import { firstPausedDaySql, graceEndSql } from './payment-grace.sql.js';
import { worksOnOrAfter } from './placement-spans.js';
import { placementPauses, placements } from './placements.table.js';
import { rowsOf } from '../../db/rows.js';

/** Paid again: a staffable status that is not past due (canceled or unpaid end the placements instead). */
const paidStatusList = sql.join(
  staffableSubscriptionStatuses.filter((status) => status !== 'past_due').map((status) => sql`${status}`),
  sql`, `,
);

const overdueAfterGrace = (graceDays: number, now: Date) =>
  sql`${subscriptions.status} = 'past_due' and ${subscriptions.pastDueSince} is not null and ${graceEndSql(graceDays)} <= ${now.toISOString()}::timestamptz`;

/** The placement still works on `day` (or later), and has no open pause. */
const pausableFrom = (day: SQL) => sql`${worksOnOrAfter(day)}
  and not exists (select 1 from ${placementPauses} open_pause where open_pause.placement_id = ${placements.id} and open_pause.last_day is null)`;

/** Subscriptions overdue past their grace period with a placement still to pause. */
export async function subscriptionsToPause(db: Executor, graceDays: number, now: Date): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      select distinct ${subscriptions.id} as "id"
      from ${placements} join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
      where ${overdueAfterGrace(graceDays, now)} and ${pausableFrom(firstPausedDaySql(graceDays))}`),
  );
  return rows.map((row) => row.id);
}

/** A placement just paused (or resumed), with its talent, to tell them. */
export interface PausedPlacement {
  placementId: string;
  timeZone: string;
  /** YYYY-MM-DD: the first paused day, or (resumed) the first day worked again. */
  day: string;
  talentFirstName: string;
  talentLastName: string;
  talentEmail: string;
  /** The job the talent was hired for: their role in the mails. */
  jobTitle: string | null;
  /** Resumed: the placement still works on `day` (it was not ended meanwhile). */
  works: boolean;
}

const talentColumns = sql`${placements.timeZone} as "timeZone", ${applicants.firstName} as "talentFirstName",
  ${applicants.lastName} as "talentLastName", ${applicants.email} as "talentEmail",
  (select ${jobs.title} from ${jobs} where ${jobs.id} = ${applicants.jobId}) as "jobTitle"`;

/**
 * Pauses the subscription's placements that still work on their first paused day (the open-pause
 * index keeps one per placement), if it is still overdue past its grace; answers those it paused.
 * The caller holds the subscription's row lock, so a payment's sync waits for it.
 */
export function pausePlacementsOf(tx: Executor, subscriptionId: string, graceDays: number, now: Date): Promise<PausedPlacement[]> {
  const firstDay = firstPausedDaySql(graceDays);
  return rowsOf<PausedPlacement>(
    tx.execute(sql`
      with paused as (
        insert into ${placementPauses} ("placement_id", "first_day", "paused_at")
        select ${placements.id}, ${firstDay}, ${now.toISOString()}::timestamptz
        from ${placements} join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
        where ${subscriptions.id} = ${subscriptionId} and ${overdueAfterGrace(graceDays, now)} and ${pausableFrom(firstDay)}
        on conflict do nothing
        returning "placement_id", "first_day"
      )
      select paused.placement_id as "placementId", paused.first_day::text as "day", true as "works", ${talentColumns}
      from paused join ${placements} on ${placements.id} = paused.placement_id join ${applicants} on ${applicants.id} = ${placements.talentId}
      order by ${applicants.lastName}, ${applicants.firstName}`),
  );
}

/** Since when the subscription's payment is overdue; null when it is not. */
export async function pastDueSinceOf(db: Executor, subscriptionId: string): Promise<Date | null> {
  const rows = await rowsOf<{ since: string | Date | null }>(
    db.execute(sql`select ${subscriptions.pastDueSince} as "since" from ${subscriptions} where ${subscriptions.id} = ${subscriptionId}`),
  );
  const since = rows[0]?.since;
  return since ? new Date(since) : null;
}

/** Subscriptions paid again whose placements are still paused. */
export async function subscriptionsToResume(db: Executor): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      select distinct ${subscriptions.id} as "id"
      from ${placementPauses}
        join ${placements} on ${placements.id} = ${placementPauses.placementId}
        join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
      where ${placementPauses.lastDay} is null and ${subscriptions.status} in (${paidStatusList})`),
  );
  return rows.map((row) => row.id);
}

/**
 * Ends the open pauses of a subscription paid again: the last paused day is the day before the
 * payment was recorded, in the placement's time zone (the sync's last write of the row, which is no
 * earlier than the payment and no later than now), or the day before the pause's first day when it
 * was paid before the pause began (the pause then covers no day). Answers the placements resumed,
 * with the first day worked again.
 */
export function resumePausesOf(tx: Executor, subscriptionId: string, now: Date): Promise<PausedPlacement[]> {
  const paidAt = sql`least(${subscriptions.updatedAt}, ${now.toISOString()}::timestamptz)`;
  return rowsOf<PausedPlacement>(
    tx.execute(sql`
      with resumed as (
        update ${placementPauses}
        set "last_day" = greatest(${placementPauses.firstDay} - 1, ((${paidAt} at time zone ${placements.timeZone})::date - 1)),
          "resumed_at" = ${now.toISOString()}::timestamptz
        from ${placements}, ${subscriptions}
        where ${placementPauses.placementId} = ${placements.id} and ${subscriptions.id} = ${placements.subscriptionId}
          and ${subscriptions.id} = ${subscriptionId} and ${placementPauses.lastDay} is null and ${subscriptions.status} in (${paidStatusList})
        returning ${placementPauses.placementId} as "placement_id", ${placementPauses.lastDay} + 1 as "day"
      )
      select resumed.placement_id as "placementId", resumed.day::text as "day", ${talentColumns},
        ${worksOnOrAfter(sql`resumed.day`)} as "works"
      from resumed join ${placements} on ${placements.id} = resumed.placement_id join ${applicants} on ${applicants.id} = ${placements.talentId}
      order by ${applicants.lastName}, ${applicants.firstName}`),
  );
}

/** A placement's open pause's first day (YYYY-MM-DD), null when it is not paused: a column of `placementDetails`. */
export const pausedFromColumn = sql<string | null>`(select open_pause.first_day::text from ${placementPauses} open_pause
  where open_pause.placement_id = ${placements.id} and open_pause.last_day is null)`;
