import { sql } from 'drizzle-orm';
import { daysToFillRule } from '../../../contract/placements.js';
import type { Executor } from '../../db/database.js';
import { placements } from './placements.table.js';

/**
 * The talent has had a first day: it has come in the placement's own time zone, and the placement
 * was not ended before it (an end decided before the start leaves `end_date` the day before).
 */
const hasStarted = sql`${placements.startDate} <= (now() at time zone ${placements.timeZone})::date
  and (${placements.endDate} is null or ${placements.endDate} >= ${placements.startDate})`;

/** Calendar days from the day the seat opened to the talent's first day, both in the placement's zone. */
const daysToFillOf = sql`greatest(0, ${placements.startDate} - (${placements.seatOpenSince} at time zone ${placements.timeZone})::date)`;

/** A median as Postgres answers it (numeric text, or null over no rows), to one decimal. */
const medianOf = (value: string | number | null | undefined) => (value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10);

export interface DaysToFill {
  /** Over every month's placements; null below `daysToFillRule.minimumPlacements`. */
  median: number | null;
  /** How many started in the months below: the sum of theirs. */
  placements: number;
  /** 'YYYY-MM' (UTC), oldest first, every month present; a month's own median shown whatever its count. */
  byMonth: { month: string; median: number | null; placements: number }[];
}

/**
 * Days to fill a seat, the one figure /team, the admin chart and its summary show: over the
 * placements that started in the last `daysToFillRule.months` months (by the month of their first
 * day). The overall row and the months come from the same rows of one query (grouping sets), so the
 * months' placements always add up to the overall count.
 */
export async function daysToFill(db: Executor): Promise<DaysToFill> {
  const result = (await db.execute(sql`
    with months as (
      select generate_series(
        date_trunc('month', now() at time zone 'UTC') - make_interval(months => ${daysToFillRule.months - 1}),
        date_trunc('month', now() at time zone 'UTC'),
        interval '1 month')::date as month
    ),
    filled as (
      select date_trunc('month', ${placements.startDate})::date as month, ${daysToFillOf} as days
      from ${placements}
      where ${hasStarted}
    )
    select to_char(months.month, 'YYYY-MM') as "month",
      percentile_cont(0.5) within group (order by filled.days) as "median",
      count(filled.days)::int as "placements"
    from months left join filled on filled.month = months.month
    group by grouping sets ((months.month), ())
    order by months.month nulls last`)) as unknown as { rows: { month: string | null; median: string | number | null; placements: number }[] };
  const months = result.rows.filter((row) => row.month !== null);
  const overall = result.rows.find((row) => row.month === null);
  const placementCount = overall?.placements ?? 0;
  return {
    median: placementCount >= daysToFillRule.minimumPlacements ? medianOf(overall?.median) : null,
    placements: placementCount,
    byMonth: months.map((row) => ({ month: row.month!, median: medianOf(row.median), placements: row.placements })),
  };
}
