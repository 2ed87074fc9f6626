import pg from 'pg';
import { openDatabase } from '../server/db/database.js';
import { autoApproveDueTimesheets } from '../server/features/timesheets/timesheets.public.js';
import { timeListCachedAndAfterWrite } from './admin-lists.js';
import { benchAdmin, getOk, signIn, type BenchContext } from './context.js';
import type { SqlClient } from './sql-client.js';
import { ms, timeSequential } from './stats.js';

/** Issue 41: one pass of the automatic approval takes at least this many due weeks a second. */
export const AUTO_APPROVAL_TARGET_PER_SECOND = 5_000;

/**
 * `weeks` (1,000,000 in the bench) weeks of hours over the Staffing bench's active placements (about
 * 11,000, so some 90 weeks each, back from last week, each week inside its placement as the
 * database's rule asks), inserted set-based: last week submitted and waiting for the customer, the
 * weeks before approved by the customer, one in thirteen auto-approved, one in a hundred disputed.
 * The rule's trigger (a lookup per row and day) is off for the insert, which keeps the rule by its
 * construction, and the rule is checked on the whole table afterwards in two set-based queries:
 * row by row it took more than twenty minutes at this size. Answers the seconds it took.
 */
export async function seedTimesheetsBenchData(client: SqlClient, weeks: number): Promise<number> {
  const start = performance.now();
  await client.query('alter table timesheets disable trigger timesheets_days_within_placement');
  let inserted: { rowCount?: number | null };
  try {
    inserted = await client.query(
      `with active as (
         select p.id, p.talent_id, p.time_zone, p.start_date, s.user_id, row_number() over (order by p.id) as n
         from placements p join subscriptions s on s.id = p.subscription_id
         where p.ended_at is null
       ),
       weeks as (
         -- The weeks back from last week that start on or after the placement's first day, the most recent first.
         select a.*, w, (date_trunc('week', now())::date - 7 * (w + 1)) as week_start, abs(hashtext(a.id::text || w)) as h
         from active a, generate_series(0, floor((date_trunc('week', now())::date - 7 - a.start_date) / 7.0)::int) as w
         order by w, a.n
         limit $1
       )
       insert into timesheets (placement_id, customer_id, talent_id, week_start, quarter_hours, note, status, submitted_at, approve_by,
                               decided_at, decided_by, dispute_reason)
       select id, user_id, talent_id, week_start,
              array[32 - h % 3, 32, 32 + h % 5, 32, 32 - h % 7, case when h % 11 = 0 then 16 else 0 end, 0]::smallint[],
              case when h % 4 = 0 then 'Bench note ' || h else '' end,
              case when w = 0 then 'submitted' when h % 100 = 0 then 'disputed' when w % 13 = 5 then 'auto_approved' else 'approved' end,
              (week_start + 4)::timestamp at time zone time_zone + interval '17 hours',
              case when w = 0 then now() + interval '2 days' else (week_start + 10)::timestamp at time zone time_zone end,
              case when w = 0 then null else (week_start + 8)::timestamp at time zone time_zone end,
              case when w > 0 and w % 13 <> 5 then user_id end,
              case when w > 0 and h % 100 = 0 then 'Bench dispute: Saturday was not agreed.' end
       from weeks`,
      [weeks],
    );
  } finally {
    await client.query('alter table timesheets enable trigger timesheets_days_within_placement');
  }
  const broken = await client.query<{ outside: number; twice: number }>(
    `select (select count(*)::int from timesheets t join placements p on p.id = t.placement_id
             where exists (select 1 from generate_series(0, 6) as d
                           where t.quarter_hours[d + 1] > 0 and (t.week_start + d < p.start_date or t.week_start + d > p.end_date))) as outside,
            (select count(*)::int from (select 1 from timesheets group by talent_id, week_start having count(*) > 1) as weeks) as twice`,
  );
  if (broken.rows[0]!.outside + broken.rows[0]!.twice > 0) throw new Error(`the seeded weeks break the day rule: ${JSON.stringify(broken.rows[0])}`);
  if (inserted.rowCount !== weeks) throw new Error(`only ${inserted.rowCount} of ${weeks} timesheet weeks fit inside the seeded placements`);
  await client.query('vacuum analyze timesheets');
  return (performance.now() - start) / 1000;
}

type Scenario = [label: string, pathAndQuery: string];

/**
 * The admin Timesheets list at the seeded weeks (sequential requests each, and right after a write
 * to the table, when its cached totals and ids are stale), beside a bare Fastify route; then one
 * pass of the automatic approval over `dueWeeks` weeks made due at once, through the function the
 * server's scheduled task calls.
 */
export async function benchTimesheets({ book, sizes, app, bare, databaseUrl }: BenchContext) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const headers = { authorization: `Bearer ${await signIn(app.origin, benchAdmin.email, benchAdmin.password)}` };
    const { rows: people } = await client.query<{ customer_id: string; talent_id: string }>(
      `select customer_id, talent_id from timesheets where week_start = date_trunc('week', now())::date - 14 order by id limit 1`,
    );
    if (!people[0]) throw new Error('no week two weeks back: were the timesheet weeks seeded?');
    const { customer_id: customerId, talent_id: talentId } = people[0];
    const lastMonth = (await client.query<{ monday: string }>(`select (date_trunc('week', now())::date - 28)::text as monday`)).rows[0]!.monday;
    const scenarios: Scenario[] = [
      ['newest first, page 1 of 20', '/admin/timesheets?page=1&pageSize=20'],
      ['newest first, page 500', '/admin/timesheets?page=500&pageSize=20'],
      ['disputed, by talent', '/admin/timesheets?page=1&pageSize=20&attention=disputed&sort=talent_asc'],
      ['overdue (none: the automatic approval keeps up)', '/admin/timesheets?page=1&pageSize=20&attention=overdue'],
      ['status approved, most hours first', '/admin/timesheets?page=1&pageSize=20&status=approved&sort=hours_desc'],
      ['one week, by customer', `/admin/timesheets?page=1&pageSize=20&week=${lastMonth}&sort=customer_asc`],
      ['one customer', `/admin/timesheets?page=1&pageSize=20&customerId=${customerId}`],
      ['one talent, oldest first', `/admin/timesheets?page=1&pageSize=20&talentId=${talentId}&sort=week_asc`],
      ['all, by talent, page 3', '/admin/timesheets?page=3&pageSize=20&sort=talent_asc'],
      ['all, by customer Z-A', '/admin/timesheets?page=1&pageSize=20&sort=customer_desc'],
      ['search a customer ("customer1234@")', '/admin/timesheets?page=1&pageSize=20&q=customer1234%40'],
      ['name search: a talent ("santos")', '/admin/timesheets?page=1&pageSize=20&q=santos'],
      ['admin overview (with the timesheet counts)', '/admin/overview'],
    ];
    // A write the list sees: a talent changes the note of one submitted week.
    const touch = () =>
      client.query(
        `update timesheets set note = case when note = '' then 'Edited in the bench' else '' end
         where id = (select id from timesheets where status = 'submitted' order by id limit 1)`,
      );

    const weeks = sizes.timesheetWeeks.toLocaleString('en-US');
    book.note(`\nAdmin Timesheets list, ${weeks} weeks (${sizes.sequentialRequests} sequential requests each; after a write: ${sizes.afterWriteSamples}, each right after one)`);
    const yardstick = await timeSequential(getOk(bare.origin), sizes.sequentialRequests * 2);
    book.note(`  bare Fastify JSON route: p50 ${ms(yardstick.p50)}, p95 ${ms(yardstick.p95)}`);
    for (const [label, pathAndQuery] of scenarios) {
      await timeListCachedAndAfterWrite(book, 'timesheets', `Timesheets: ${label}`, getOk(`${app.origin}/api/v1${pathAndQuery}`, headers), touch, sizes);
    }

    // `dueWeeks` of last week's submitted weeks come due at once (as after the job was stopped for a day),
    // right before one pass of the automatic approval takes them. (The server's own run, every
    // 5 minutes, may take a few of them first: the figure counts what this pass approved.)
    await book.measure('timesheets', `automatic approval, one pass over ${sizes.dueWeeks.toLocaleString('en-US')} due weeks`, 'weeks/s', { atLeast: AUTO_APPROVAL_TARGET_PER_SECOND }, async () => {
      const due =
        (
          await client.query(
            `update timesheets set approve_by = now() - interval '1 minute'
             where id in (select id from timesheets where status = 'submitted' and approve_by > now() order by id limit $1)`,
            [sizes.dueWeeks],
          )
        ).rowCount ?? 0;
      if (due === 0) throw new Error('no submitted week to make due');
      const database = await openDatabase({ databaseUrl });
      try {
        const start = performance.now();
        const approved = await autoApproveDueTimesheets({ db: database.db });
        const took = performance.now() - start;
        if (approved === 0) throw new Error(`none of the ${due} due weeks was approved by this pass`);
        return { value: approved / (took / 1000), detail: `${approved.toLocaleString('en-US')} of ${due.toLocaleString('en-US')} due (of ${weeks}) in ${ms(took)}` };
      } finally {
        await database.close();
      }
    });
  } finally {
    await client.end();
  }
}
