import { sql } from 'drizzle-orm';
import { applicationStages } from '../../../contract/admin-overview.js';
import type { Executor } from '../../db/database.js';
import { applicants } from '../applicants/applicants.table.js';

/**
 * Applications received in each of the last `count` weeks (Monday to Sunday, UTC), each counted
 * under the furthest status it has reached (kept on the applicant by the database), every stage
 * present with zero when none: what the stacked bar chart draws.
 */
export async function applicationsByWeek(db: Executor, count = 12) {
  const result = (await db.execute(sql`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'UTC') - make_interval(weeks => ${count - 1}),
        date_trunc('week', now() at time zone 'UTC'),
        interval '1 week') as week
    )
    select to_char(w.week, 'YYYY-MM-DD') as "weekStart", counts.stage as "stage", coalesce(counts.count, 0)::int as "count"
    from weeks w
    left join lateral (
      select ${applicants.furthestStatus} as stage, count(*) as count from ${applicants}
      where ${applicants.createdAt} >= w.week at time zone 'UTC' and ${applicants.createdAt} < (w.week + interval '1 week') at time zone 'UTC'
      group by 1
    ) counts on true
    order by w.week`)) as unknown as { rows: { weekStart: string; stage: string | null; count: number }[] };
  const weeks = new Map<string, Map<string, number>>();
  for (const row of result.rows) {
    const stages = weeks.get(row.weekStart) ?? new Map<string, number>();
    if (row.stage !== null) stages.set(row.stage, (stages.get(row.stage) ?? 0) + row.count);
    weeks.set(row.weekStart, stages);
  }
  return [...weeks].map(([weekStart, stages]) => {
    const byStage = applicationStages.map((stage) => ({ stage: stage as string, count: stages.get(stage) ?? 0 }));
    // A status outside the hiring order (none today) is still counted, after the known ones.
    for (const [stage, count] of stages) if (!(applicationStages as readonly string[]).includes(stage)) byStage.push({ stage, count });
    return { weekStart, total: byStage.reduce((sum, { count }) => sum + count, 0), byStage };
  });
}
