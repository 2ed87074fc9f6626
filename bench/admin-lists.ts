import pg from 'pg';
import { benchAdmin, getOk, signIn, type BenchContext } from './context.js';
import type { FigureBook } from './figures.js';
import type { BenchSizes } from './sizes.js';
import { ms, timeAfterWrites, timeSequential } from './stats.js';

/** A list call, and the table a write to which makes its cached total and ids stale. */
type Scenario = [label: string, pathAndQuery: string, table: 'applicants' | 'inquiries' | 'contact_messages' | 'placements'];

const applicantScenarios: Scenario[] = [
  ['applicants: newest first, page 1 of 5', '/applicants?page=1&pageSize=5', 'applicants'],
  ['applicants: status filter, sorted by name', '/applicants?page=1&pageSize=10&status=Short%20Listed&sort=name_asc', 'applicants'],
  ['applicants: job title filter', '/applicants?page=1&pageSize=10&jobTitle=Bookkeeper%2011', 'applicants'],
  ['applicants: search "santos"', '/applicants?page=1&pageSize=5&q=santos', 'applicants'],
  ['applicants: search e-mail + status + CC experience sort', '/applicants?page=1&pageSize=20&q=applicant42&status=Unread&sort=callCenterExperience_desc', 'applicants'],
  ['applicants: page 200, sorted by applied date asc', '/applicants?page=200&pageSize=20&sort=createdAt_asc', 'applicants'],
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

/** Issue 41: every admin list's p95, cached and on the first request after a write, at most this. */
export const ADMIN_LIST_TARGET_MS = 15;

/**
 * p95 of the admin list pages (sequential requests) at the bench's sizes: applicants, inquiries and
 * messages (100,000 rows each), and the Staffing page at 10,000 subscriptions. The lists keep each
 * filter's total and ids until their table changes (server/lib/list-cache.ts), so each is also timed
 * right after a write to its table that the lists see (a read flag or a status changed): the first
 * request of an admin after a change. Both are figures with the same target.
 */
export async function benchAdminLists({ book, sizes, app, bare, databaseUrl }: BenchContext) {
  const headers = { authorization: `Bearer ${await signIn(app.origin, benchAdmin.email, benchAdmin.password)}` };
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
  const count = (n: number) => n.toLocaleString('en-US');
  try {
    await section(`Admin applicants list page, ${count(sizes.applicants)} applicants`, applicantScenarios);
    await section(`Admin inbox pages, ${count(sizes.inquiries)} inquiries and ${count(sizes.messages)} messages`, inboxScenarios);
    await section(`Admin Staffing page, ${count(sizes.staffing.subscriptions)} subscriptions, ${count(sizes.applicants)} applicants`, staffingScenarios);
  } finally {
    await client.end();
  }

  async function section(title: string, scenarios: Scenario[]) {
    book.note(`\n${title} (${sizes.sequentialRequests} sequential requests each; after a write: ${sizes.afterWriteSamples}, each right after one)`);
    const yardstick = await timeSequential(getOk(bare.origin), sizes.sequentialRequests * 2);
    book.note(`  bare Fastify JSON route: p50 ${ms(yardstick.p50)}, p95 ${ms(yardstick.p95)}`);
    for (const [label, pathAndQuery, table] of scenarios) {
      const call = getOk(`${app.origin}/api/v1${pathAndQuery}`, headers);
      await timeListCachedAndAfterWrite(book, 'admin-lists', label, call, () => touch(table), sizes);
    }
  }
}

/** Two figures of one admin list: p95 cached, and p95 of the first request after a write its list sees. */
export async function timeListCachedAndAfterWrite(
  book: FigureBook,
  section: string,
  label: string,
  call: () => Promise<void>,
  write: () => Promise<unknown>,
  sizes: Pick<BenchSizes, 'sequentialRequests' | 'afterWriteSamples'>,
) {
  const target = { atMost: ADMIN_LIST_TARGET_MS };
  await book.measure(section, `${label}: p95`, 'ms', target, async () => {
    const cached = await timeSequential(call, sizes.sequentialRequests);
    return { value: cached.p95, detail: `p50 ${ms(cached.p50)}` };
  });
  await book.measure(section, `${label}: p95, first request after a write`, 'ms', target, async () => {
    const afterWrite = await timeAfterWrites(call, write, sizes.afterWriteSamples);
    return { value: afterWrite.p95, detail: `p50 ${ms(afterWrite.p50)}` };
  });
}
