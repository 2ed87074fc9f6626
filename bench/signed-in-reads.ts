import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/database.js';
import { hashPassword } from '../server/features/auth/auth.public.js';
import { signIn, type BenchContext, type RunningSite } from './context.js';
import type { Target } from './figures.js';
import { compareLoads, cpuPerAnswerText } from './load.js';
import { seedBenchData } from './seed.js';
import { customerBenchShows, seedCustomerBenchData, type CustomerBenchCounts } from './seed-customer.js';
import type { SqlClient } from './sql-client.js';
import { sqlClientOf } from './sql-client.js';
import { ms } from './stats.js';

/** Issue 41: a signed-in read serves at least this share of the job board's req/s, with a p99 of at most 50 ms. */
export const SIGNED_IN_SHARE_TARGET = { atLeast: 40 } as const;
export const SIGNED_IN_P99_TARGET = { atMost: 50 } as const;

const password = 'bench-password-1';
const accounts = {
  customer: { name: 'Signed-in Customer', email: 'bench-signed-in-customer@example.com' },
  talent: { name: 'Signed-in Talent', email: 'bench-signed-in-talent@example.com' },
} as const;

/** The reads a signed-in customer or talent makes on every visit to their pages, and who makes each. */
const reads = [
  { path: '/api/v1/team', as: 'customer' },
  { path: '/api/v1/my-work', as: 'talent' },
  { path: '/api/v1/subscription/my', as: 'customer' },
  { path: '/api/v1/payments/mypayments', as: 'customer' },
] as const;

/** As a browser asks: its answers compressed (the job board's prepared once, a signed-in answer per request). */
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br' };

/**
 * A customer with one team (the bench's `signedInTeam`: a few placements, their weeks and invoices)
 * and one of its talents, each with a password, seeded into `client`: the customer's rows through
 * the customer-pages seed, the talent's account linked to a placed talent who logged weeks.
 */
export async function seedSignedInAccounts(client: SqlClient, counts: CustomerBenchCounts): Promise<void> {
  const passwordHash = await hashPassword(password);
  const customer = await client.query<{ id: string }>(
    `insert into users (name, email, password_hash, email_verified_at) values ($1, $2, $3, now()) returning id`,
    [accounts.customer.name, accounts.customer.email, passwordHash],
  );
  const { talentsWithWeeks } = await seedCustomerBenchData(client, customer.rows[0]!.id, counts, 'signedin');
  if (!talentsWithWeeks[0]) throw new Error('the signed-in customer has no talent with weeks (signedInTeam.timesheetPlacements is 0)');
  // As the talent's invitation link makes it: a talent's account, verified, no customer's.
  const talent = await client.query<{ id: string }>(
    `insert into users (name, email, password_hash, email_verified_at, is_talent, is_customer) values ($1, $2, $3, now(), true, false) returning id`,
    [accounts.talent.name, accounts.talent.email, passwordHash],
  );
  await client.query('insert into talent_accounts (applicant_id, user_id) values ($1, $2)', [talentsWithWeeks[0], talent.rows[0]!.id]);
}

/**
 * The reads of a signed-in customer (/team, /subscription/my, /payments/mypayments) and talent
 * (/my-work) under load (`load.connections` connections, 50 in the bench), each in rounds taken in
 * turn with the public job board (GET /api/v1/jobs/active) on the same server: its req/s as a share
 * of the job board's, and its p99. On Postgres (the site the bench runs, its target), then on the
 * embedded database a start without DATABASE_URL opens (PGlite in DATA_DIR/pglite: a server of its
 * own, seeded the same way before it starts; reported only).
 */
export async function benchSignedInReads(context: BenchContext): Promise<void> {
  const { sizes, databaseUrl } = context;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await seedSignedInAccounts(client, sizes.signedInTeam);
  } finally {
    await client.end();
  }
  await measureReads(context, context.app, 'Postgres', { share: SIGNED_IN_SHARE_TARGET, p99: SIGNED_IN_P99_TARGET });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'));
  try {
    const embedded = await openDatabase({ dataDir });
    try {
      const seeding = sqlClientOf(embedded);
      await seedBenchData(seeding, { jobs: sizes.jobs, activeJobs: sizes.activeJobs, applicants: 0 });
      await seedSignedInAccounts(seeding, sizes.signedInTeam);
    } finally {
      await embedded.close();
    }
    const site = await context.startSite(await context.freePort(), { DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      await measureReads(context, site, 'PGlite', { share: 'reported', p99: 'reported' });
    } finally {
      await context.stopSite(site);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureReads({ book, sizes }: BenchContext, site: RunningSite, backend: string, targets: { share: Target; p99: Target }) {
  const { seconds, rounds, connections } = sizes.load;
  book.note(
    `\nSigned-in reads on ${backend}, ${connections} connections, ${rounds} rounds of ${seconds} s in turn with GET /api/v1/jobs/active on the same server ` +
      `(a customer with ${sizes.signedInTeam.subscriptions} subscriptions of ${sizes.signedInTeam.seats} seats, and one of their talents)`,
  );
  // Each from an address of its own, within the per-address login limit.
  const tokens = {
    customer: await signIn(site.origin, accounts.customer.email, password, '192.0.2.201'),
    talent: await signIn(site.origin, accounts.talent.email, password, '192.0.2.202'),
  };
  const shows = customerBenchShows(sizes.signedInTeam);
  const jobBoard = { url: `${site.origin}/api/v1/jobs/active`, headers: browserEncoding, pid: site.pid };
  for (const read of reads) {
    const headers = { ...browserEncoding, authorization: `Bearer ${tokens[read.as]}` };
    const name = `${backend}: GET ${read.path}`;
    let compared: Awaited<ReturnType<typeof compareLoads>> | undefined;
    await book.measure('signed-in-reads', `${name}: req/s, share of jobs/active`, '%', targets.share, async () => {
      await expectSeededRows(site, read.path, headers, shows);
      compared = await compareLoads({ url: `${site.origin}${read.path}`, headers, pid: site.pid }, jobBoard, sizes.load);
      return {
        value: compared.share * 100,
        detail: `${compared.reqPerSecond.toFixed(0)} req/s, jobs/active ${compared.yardstickReqPerSecond.toFixed(0)} req/s (p99 ${ms(compared.yardstickP99)})${cpuPerAnswerText(compared, 'jobs/active')}`,
      };
    });
    await book.measure('signed-in-reads', `${name}: p99`, 'ms', targets.p99, async () => {
      if (!compared) throw new Error('not measured: see the req/s figure above');
      return compared.p99;
    });
  }
}

/** One answer before the load: 200, with the seeded rows in it (a figure of an empty page would be worth nothing). */
async function expectSeededRows(site: RunningSite, readPath: string, headers: Record<string, string>, shows: ReturnType<typeof customerBenchShows>) {
  const response = await fetch(`${site.origin}${readPath}`, { headers });
  if (response.status !== 200) throw new Error(`GET ${readPath}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  const body = (await response.json()) as Record<string, unknown> | unknown[];
  const listed = (key: string) => (Array.isArray(body) ? body : ((body[key] as unknown[] | undefined) ?? [])).length;
  const seen =
    readPath === '/api/v1/team'
      ? listed('subscriptions') === shows.subscriptions
      : readPath === '/api/v1/my-work'
        ? !Array.isArray(body) && body.placement !== null && listed('pastWeeks') > 0
        : readPath === '/api/v1/subscription/my'
          ? listed('subscriptions') === shows.subscriptions
          : listed('payments') > 0;
  if (!seen) throw new Error(`GET ${readPath} does not show the seeded rows: ${JSON.stringify(body).slice(0, 300)}`);
}
