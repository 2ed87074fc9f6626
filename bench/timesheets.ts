import pg from 'pg';
import { openDatabase } from '../server/db/database.js';
import { autoApproveDueTimesheets } from '../server/features/timesheets/timesheets.public.js';
import { AFTER_WRITE_SAMPLES, ms, timeAfterWrites, timeSequential } from './stats.js';

const WEEKS = 1_000_000;
const DUE_WEEKS = 10_000;
const TARGET_MS = 15;

/**
 * 1,000,000 weeks of hours over the Staffing bench's active placements (about 11,000, so some 90
 * weeks each, back from last week), inserted set-based: last week submitted and waiting for the
 * customer, the weeks before approved by the customer, one in thirteen auto-approved, one in a
 * hundred disputed. Answers the seconds it took.
 */
export async function seedTimesheetsBenchData(client: pg.Client): Promise<number> {
  const start = performance.now();
  await client.query(
    `with active as (
       select p.id, p.talent_id, p.time_zone, s.user_id, row_number() over (order by p.id) as n, count(*) over () as placements
       from placements p join subscriptions s on s.id = p.subscription_id
       where p.ended_at is null
     ),
     weeks as (
       select a.*, w, (date_trunc('week', now())::date - 7 * (w + 1)) as week_start, abs(hashtext(a.id::text || w)) as h
       from active a, generate_series(0, ceil($1::numeric / (select max(placements) from active))::int - 1) as w
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
    [WEEKS],
  );
  await client.query('vacuum analyze timesheets');
  return (performance.now() - start) / 1000;
}

type Scenario = [label: string, pathAndQuery: string];

/**
 * The admin Timesheets list at 1,000,000 weeks (100 sequential requests each, and right after a
 * write to the table, when its cached totals and ids are stale), beside a bare Fastify route; then
 * one pass of the automatic approval over 10,000 weeks made due at once.
 */
export async function benchTimesheets(appPort: number, barePort: number, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const headers = { authorization: `Bearer ${await adminToken(appPort)}` };
    const get = (url: string, auth = true) => async () => {
      const response = await fetch(url, auth ? { headers } : {});
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    };
    const { rows: people } = await client.query<{ customer_id: string; talent_id: string }>(
      `select customer_id, talent_id from timesheets where week_start = date_trunc('week', now())::date - 14 order by id limit 1`,
    );
    const { customer_id: customerId, talent_id: talentId } = people[0]!;
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
      ['search a talent name ("santos")', '/admin/timesheets?page=1&pageSize=20&q=santos'],
      ['admin overview (with the timesheet counts)', '/admin/overview'],
    ];
    // A write the list sees: a talent changes the note of one submitted week.
    const touch = () =>
      client.query(
        `update timesheets set note = case when note = '' then 'Edited in the bench' else '' end
         where id = (select id from timesheets where status = 'submitted' order by id limit 1)`,
      );

    console.log(`\nAdmin Timesheets list, ${WEEKS.toLocaleString('en-US')} weeks (100 sequential requests each; after a write: ${AFTER_WRITE_SAMPLES}, each right after one)`);
    const bare = await timeSequential(get(`http://127.0.0.1:${barePort}/`, false), 200);
    console.log(`  ${'bare Fastify JSON route'.padEnd(50)} p50 ${ms(bare.p50).padStart(8)}   p95 ${ms(bare.p95).padStart(8)}`);
    let worst = 0;
    let worstAfterWrite = 0;
    for (const [label, pathAndQuery] of scenarios) {
      const call = get(`http://127.0.0.1:${appPort}/api/v1${pathAndQuery}`);
      const result = await timeSequential(call, 100);
      const afterWrite = await timeAfterWrites(call, touch);
      worst = Math.max(worst, result.p95);
      worstAfterWrite = Math.max(worstAfterWrite, afterWrite.p95);
      console.log(
        `  ${label.padEnd(50)} p50 ${ms(result.p50).padStart(8)}   p95 ${ms(result.p95).padStart(8)}` +
          `   after a write: p50 ${ms(afterWrite.p50).padStart(8)}   p95 ${ms(afterWrite.p95).padStart(8)}`,
      );
    }
    console.log(`  worst p95 ${ms(worst)} (target ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}); right after a write ${ms(worstAfterWrite)}`);

    // 10,000 of last week's submitted weeks come due at once (as after the job was stopped for a day),
    // right before one pass of the automatic approval takes them. (The server's own run, every
    // 5 minutes, may take a few of them first: the figure counts what this pass approved.)
    const due = (
      await client.query(
        `update timesheets set approve_by = now() - interval '1 minute'
         where id in (select id from timesheets where status = 'submitted' and approve_by > now() order by id limit $1)`,
        [DUE_WEEKS],
      )
    ).rowCount ?? 0;
    const database = await openDatabase({ databaseUrl });
    try {
      const start = performance.now();
      const approved = await autoApproveDueTimesheets({ db: database.db });
      const took = performance.now() - start;
      console.log(
        `\nAutomatic approval: one pass over ${due.toLocaleString('en-US')} due weeks (of ${WEEKS.toLocaleString('en-US')}) approved ${approved.toLocaleString('en-US')} in ${ms(took)} (${Math.round(approved / (took / 1000)).toLocaleString('en-US')} weeks/s)`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await client.end();
  }
}

async function adminToken(appPort: number): Promise<string> {
  const login = await fetch(`http://127.0.0.1:${appPort}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-password-1' }),
  });
  return ((await login.json()) as { token: string }).token;
}

