import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { subscriptions } from '../billing/billing.table.js';
import { staffableStatusList } from './placements.repository.js';
import { placements } from './placements.table.js';
import { canceledEndSql, endsAtSql, lastDayAtSql } from './subscription-end.sql.js';

/**
 * When a subscription ends or ended. Canceled at Stripe: when it was canceled (an immediate
 * cancel, a fixed term cancelled early), or at the end of the period a cancel at the period's end
 * was for; never at a later time it had been scheduled to end. No longer billed otherwise (unpaid,
 * expired): now, when it is seen. Still billed: the end of the period it is canceled at, or its
 * fixed end. Its placements end at that moment; a refund changes neither, so it ends nothing.
 */
const subscriptionEnd = sql`(case
  when ${subscriptions.status} = 'canceled' then ${canceledEndSql}
  when ${subscriptions.status} not in (${staffableStatusList}) then now()
  else ${endsAtSql} end)`;
const hasEnded = sql`(${subscriptions.status} not in (${staffableStatusList}) or ${subscriptionEnd} <= now())`;

/** The active placements of every subscription that has ended, with the moment each ends (the subscription's end; now, when Stripe gave no time). */
export async function placementsOfEndedSubscriptions(db: Database): Promise<{ id: string; endsAt: string }[]> {
  const due = (await db.execute(sql`
    select ${placements.id} as "id", coalesce(${subscriptionEnd}, now()) as "endsAt"
    from ${placements} join ${subscriptions} on ${subscriptions.id} = ${placements.subscriptionId}
    where ${placements.endedAt} is null and ${hasEnded}`)) as unknown as { rows: { id: string; endsAt: string }[] };
  return due.rows;
}

/**
 * A replaced talent working out their last days stops where the subscription does: an end date
 * already decided but later than the subscription's last day is brought back to it.
 */
export async function shortenHandoversPastTheEnd(db: Database): Promise<void> {
  const lastDay = lastDayAtSql(sql`coalesce(${subscriptionEnd}, now())`);
  await db.execute(sql`
    update ${placements} set end_date = ${lastDay}
    from ${subscriptions}
    where ${subscriptions.id} = ${placements.subscriptionId} and ${placements.endedAt} is not null and ${hasEnded}
      and ${placements.endDate} > ${lastDay}`);
}
