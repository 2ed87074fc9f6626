import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { subscriptions } from '../billing/billing.public.js';
import { daysToFillOf, medianDaysToFill, medianOf, staffableStatusList } from './placements.repository.js';
import { placements } from './placements.table.js';

const rowsOf = async <Row>(result: Promise<unknown>): Promise<Row[]> => ((await result) as { rows: Row[] }).rows;

/**
 * Seats sold against seats filled at the end of each of the last `count` weeks (Monday to Sunday,
 * UTC; the current week as of now). A subscription's seats count from when it was first paid until
 * it ends: a staffable one until the end it is set to (if any), an ended one until it was set to
 * end or was canceled. Subscriptions never paid (incomplete) count nowhere. A seat is filled when
 * a placement has started by then and not ended.
 */
export async function seatsByWeek(db: Executor, count = 12) {
  const rows = await rowsOf<{ weekStart: string; seatsSold: number; seatsFilled: number }>(
    db.execute(sql`
      with weeks as (
        select week, least(week + interval '7 days', now() at time zone 'UTC') at time zone 'UTC' as moment
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
          where ${placements.startDate} <= (w.moment at time zone 'UTC')::date
            and (${placements.endedAt} is null or ${placements.endedAt} > w.moment))::int as "seatsFilled"
      from weeks w order by w.week`),
  );
  return rows;
}

/** Days from a seat opening to its talent's first day: the median over all placements and per month of the start (12 months). */
export async function daysToFill(db: Executor, count = 12) {
  const [overall, byMonth] = await Promise.all([
    medianDaysToFill(db),
    rowsOf<{ month: string; median: string | number | null; placements: number }>(
      db.execute(sql`
        with months as (
          select generate_series(
            date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${count - 1}),
            date_trunc('month', now() at time zone 'UTC'),
            interval '1 month')::date as month
        )
        select to_char(m.month, 'YYYY-MM') as "month",
          (select percentile_cont(0.5) within group (order by ${daysToFillOf}) from ${placements}
            where date_trunc('month', ${placements.startDate})::date = m.month) as "median",
          (select count(*) from ${placements} where date_trunc('month', ${placements.startDate})::date = m.month)::int as "placements"
        from months m order by m.month`),
    ),
  ]);
  return {
    ...overall,
    byMonth: byMonth.map((row) => ({ month: row.month, median: medianOf(row.median), placements: row.placements })),
  };
}
