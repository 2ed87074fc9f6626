import pg from 'pg';
import { AFTER_WRITE_SAMPLES, ms, timeAfterWrites, timeSequential } from './stats.js';

/** A list call, and the table a write to which makes its cached total and ids stale. */
type Scenario = [label: string, pathAndQuery: string, table: 'applicants' | 'inquiries' | 'contact_messages' | 'placements'];

const applicantScenarios: Scenario[] = [
  ['newest first, page 1 of 5', '/applicants?page=1&pageSize=5', 'applicants'],
  ['status filter, sorted by name', '/applicants?page=1&pageSize=10&status=Short%20Listed&sort=name_asc', 'applicants'],
  ['job title filter', '/applicants?page=1&pageSize=10&jobTitle=Bookkeeper%2011', 'applicants'],
  ['search "santos"', '/applicants?page=1&pageSize=5&q=santos', 'applicants'],
  ['search e-mail + status + CC experience sort', '/applicants?page=1&pageSize=20&q=applicant42&status=Unread&sort=callCenterExperience_desc', 'applicants'],
  ['page 200, sorted by applied date asc', '/applicants?page=200&pageSize=20&sort=createdAt_asc', 'applicants'],
];

const inboxScenarios: Scenario[] = [
  ['inquiries: newest first, page 1 of 10', '/inquiries?page=1&pageSize=10', 'inquiries'],
  ['inquiries: unread, sorted by name', '/inquiries?page=1&pageSize=10&status=unread&sort=name_asc', 'inquiries'],
  ['inquiries: bookings, page 300', '/inquiries?page=300&pageSize=20&kind=booking', 'inquiries'],
  ['inquiries: search a company ("rivera law 42")', '/inquiries?page=1&pageSize=10&q=rivera%20law%2042', 'inquiries'],
  ['inquiries: search matching 1 row in 6, by company', '/inquiries?page=1&pageSize=10&q=northwind&sort=company_asc', 'inquiries'],
  ['inquiries: search e-mail, unread first', '/inquiries?page=1&pageSize=10&q=lead4242&sort=status_asc', 'inquiries'],
  ['messages: newest first, page 1 of 10', '/messages?page=1&pageSize=10', 'contact_messages'],
  ['messages: unread, oldest first', '/messages?page=1&pageSize=10&status=unread&sort=createdAt_asc', 'contact_messages'],
  ['messages: read first', '/messages?page=1&pageSize=10&sort=status_desc', 'contact_messages'],
  ['messages: search a sender ("sender4242")', '/messages?page=1&pageSize=10&q=sender4242', 'contact_messages'],
  ['messages: search matching 1 row in 9, by name', '/messages?page=1&pageSize=10&q=rivera&sort=name_asc', 'contact_messages'],
  ['admin overview (five counts)', '/admin/overview', 'inquiries'],
];

const staffingScenarios: Scenario[] = [
  ['staffing: unfilled first, page 1 of 10', '/staffing?page=1&pageSize=10', 'placements'],
  ['staffing: longest waiting, page 50', '/staffing?page=50&pageSize=20&sort=daysWaiting_desc', 'placements'],
  ['staffing: open seats, by customer', '/staffing?page=1&pageSize=20&seats=open&sort=customer_asc', 'placements'],
  ['staffing: search a customer ("customer1234@")', '/staffing?page=1&pageSize=10&q=customer1234%40', 'placements'],
  ['staffing: replacement requests', '/staffing?page=1&pageSize=10&replacementRequested=true', 'placements'],
  ['staffing: hired talents to assign, page 1', '/staffing/talents?page=1&pageSize=10', 'placements'],
];

const TARGET_MS = 15;

/**
 * p50/p95 of the admin list pages at 100,000 rows (and the Staffing page at 10,000 subscriptions;
 * 100 sequential requests each), beside a bare
 * Fastify route. The lists keep each filter's total and ids until their table changes
 * (server/lib/list-cache.ts), so each is also timed right after a write to its table that the
 * lists see (a read flag or a status changed): the first request of an admin after a change.
 */
export async function benchAdminLists(appPort: number, barePort: number, databaseUrl: string) {
  const login = await fetch(`http://127.0.0.1:${appPort}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@example.com', password: 'bench-password-1' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const get = (url: string, withAuth = true) => async () => {
    const response = await fetch(url, withAuth ? { headers } : {});
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A write the lists see (a comment or remarks alone leaves them cached): an item marked read or
  // unread, an applicant moved between two statuses.
  const change = {
    applicants: `status = case when status = 'Short Listed' then 'Initial Interview' else 'Short Listed' end`,
    inquiries: 'is_read = not is_read',
    contact_messages: 'is_read = not is_read',
    // Any write to placements moves the Staffing list's version (an assignment, an ending).
    placements: 'end_reason = end_reason',
  } as const;
  const touch = (table: Scenario[2]) => client.query(`update ${table} set ${change[table]} where id = (select id from ${table} order by id limit 1)`);

  const api = `http://127.0.0.1:${appPort}/api/v1`;
  const bareRoute = get(`http://127.0.0.1:${barePort}/`, false);
  try {
    await section('Admin applicants list page', applicantScenarios);
    await section('Admin inbox pages, 100,000 inquiries and 100,000 messages', inboxScenarios);
    await section('Admin Staffing page, 10,000 subscriptions, 100,000 applicants', staffingScenarios);
  } finally {
    await client.end();
  }

  async function section(title: string, scenarios: Scenario[]) {
    console.log(`\n${title} (100 sequential requests each; after a write: ${AFTER_WRITE_SAMPLES}, each right after one)`);
    const bare = await timeSequential(bareRoute, 200);
    console.log(`  ${'bare Fastify JSON route'.padEnd(50)} p50 ${ms(bare.p50).padStart(8)}   p95 ${ms(bare.p95).padStart(8)}`);
    let worst = 0;
    let worstAfterWrite = 0;
    for (const [label, pathAndQuery, table] of scenarios) {
      const call = get(`${api}${pathAndQuery}`);
      const result = await timeSequential(call, 100);
      const afterWrite = await timeAfterWrites(call, () => touch(table));
      worst = Math.max(worst, result.p95);
      worstAfterWrite = Math.max(worstAfterWrite, afterWrite.p95);
      console.log(
        `  ${label.padEnd(50)} p50 ${ms(result.p50).padStart(8)}   p95 ${ms(result.p95).padStart(8)}` +
          `   after a write: p50 ${ms(afterWrite.p50).padStart(8)}   p95 ${ms(afterWrite.p95).padStart(8)}`,
      );
    }
    console.log(
      `  worst p95 ${ms(worst)} (target ${TARGET_MS} ms: ${worst <= TARGET_MS ? 'met' : 'NOT met'}); right after a write ${ms(worstAfterWrite)}`,
    );
  }
}

