import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { subscriptions } from '../billing/billing.table.js';
import { staffableStatusList } from './placements.repository.js';
import { placements } from './placements.table.js';
import { rowsOf } from '../../db/rows.js';

/**
 * Seats sold against seats filled at the end of each of the last `count` weeks (Monday to Sunday,
 * UTC; the current week as of now). A subscription's seats count from when it was first paid until
 * it ends: a staffable one until the end it is set to (if any), an ended one until it was set to
 * end or was canceled. Subscriptions never paid (incomplete) count nowhere. A seat is filled on the
 * week's last day (its Sunday, or today in the current week, in the placement's time zone) when its
 * talent works that day: from their first day (`start_date`, not when they were assigned) through
 * their last (`end_date`, not `ended_at`, the moment the end was decided: a replaced talent works on
 * until the day before the replacement starts). One seat holds one talent a day (migration 0024).
 */
export async function seatsByWeek(db: Executor, count = 12) {
  const rows = await rowsOf<{ weekStart: string; seatsSold: number; seatsFilled: number }>(
    db.execute(sql`
      with weeks as (
        select week, least(week + interval '7 days', now() at time zone 'UTC') at time zone 'UTC' as moment,
          (week + interval '6 days')::date as sunday
        from generate_series(
          date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${count - 1}),
          date_trunc('week', now() at time zone 'UTC'),
          interval '1 week') as week
      ),
      spans as (
        select ${subscriptions.quantity} as quantity, coalesce(${subscriptions.startDate}, ${subscriptions.createdAt}) as paid_since,
          case when ${subscriptions.status} in (${staffableStatusList})
            then case when ${subscriptions.cancelAtPeriodEnd} then coalesce(${subscriptions.currentPeriodEnd}, ${subscriptions.cancelAt}) else ${subscriptions.cancelAt} end
            else coalesce(${subscriptions.cancelAt}, ${subscriptions.canceledAt}, ${subscriptions.updatedAt}) end as ends_at
        from ${subscriptions}
        where ${subscriptions.status} not in ('incomplete', 'incomplete_expired')
      )
      select to_char(w.week, 'YYYY-MM-DD') as "weekStart",
        (select coalesce(sum(s.quantity), 0) from spans s where s.paid_since <= w.moment and (s.ends_at is null or s.ends_at > w.moment))::int as "seatsSold",
        (select count(*) from ${placements}
          cross join lateral (select least(w.sunday, (now() at time zone ${placements.timeZone})::date) as day) seen
          where ${placements.startDate} <= seen.day
            and (${placements.endDate} is null or ${placements.endDate} >= seen.day))::int as "seatsFilled"
      from weeks w order by w.week`),
  );
  return rows;
}
