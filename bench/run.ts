/**
 * npm run bench: seeds 1,000 jobs and 100,000 applicants into a scratch Postgres database, then prints
 *  - p50/p95 of the admin applicants list page (filtered, searched, sorted), beside a bare Fastify route;
 *  - the same for the inquiries and messages pages (100,000 rows each), the admin overview counts and the
 *    Staffing page (10,000 subscriptions, their placements and the hired talents),
 *    each also right after a write to its table, when nothing is cached (bench/admin-lists.ts);
 *  - one customer's pages with 20 subscriptions, 200 placements and 500 invoices: /team, its billing,
 *    /subscription, the invoices list and a year's statement CSV, beside a bare Fastify route (bench/customer-pages.ts);
 *  - the public answers under 50 connections with Accept-Encoding: br (job board API, a prerendered page,
 *    /career, a job page, an asset, a 304), each beside a bare route of the same size (bench/public-answers.ts);
 *  - the admin Timesheets list at 1,000,000 weeks, cached and right after a write, and one pass of the
 *    automatic approval over 10,000 due weeks (bench/timesheets.ts);
 *  - mail through the task queue to a local SMTP sink: commit-to-delivery p50/p95 and mails per second (bench/mail-queue.ts);
 *  - createSubscribe p95 and signed webhook events per second against the local Stripe emulator (bench/billing.ts);
 *  - crafted PDFs (decompression bombs) sent as job applications: answers, /healthz meanwhile, the server's memory (bench/pdf-bombs.ts);
 *  - job applications with a 2 MB PDF, 50 at once, stored on the filesystem and in an S3 API server (s3rver):
 *    uploads and MB per second, answer p50/p95 and the server's peak memory (bench/uploads.ts);
 *  - Lighthouse's mobile scores, LCP/TBT/CLS and first-load JavaScript of the public pages against
 *    their budgets (bench/lighthouse.ts, also `npm run lighthouse`), when the client has been built.
 * Servers run in child processes so the load generator does not share their event loop.
 * Database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres@127.0.0.1:5432.
 *
 * `npm run bench -- --only public-answers` (or a comma-separated list of `sections`) prints only
 * those sections, seeding only what they read: a quicker loop while working on one of them.
 * `--metrics` runs the site with METRICS_PORT set (Prometheus metrics on, every answer timed), to
 * compare the public answers with and without them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../server/db/database.js';
import { createOrPromoteAdmin } from '../server/features/auth/auth.service.js';
import { benchAdminLists } from './admin-lists.js';
import { benchCustomerPages } from './customer-pages.js';
import { seedInboxBenchData } from './seed-inbox.js';
import { seedStaffingBenchData } from './seed-staffing.js';
import { benchBilling } from './billing.js';
import { benchMailQueue } from './mail-queue.js';
import { benchPdfBombs } from './pdf-bombs.js';
import { benchPublicAnswers } from './public-answers.js';
import { benchUploads } from './uploads.js';
import { benchTimesheets, seedTimesheetsBenchData } from './timesheets.js';
import { runLighthouseBench } from './lighthouse.js';
import { seedBenchData } from './seed.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `bench_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];

const sections = ['admin-lists', 'customer-pages', 'timesheets', 'public-answers', 'mail', 'billing', 'pdf-bombs', 'uploads', 'lighthouse'] as const;
type Section = (typeof sections)[number];

/** The sections `--only a,b` names; every section without the flag. */
function chosenSections(args: string[]): ReadonlySet<Section> {
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return new Set(sections);
  const value = args[at]!.includes('=') ? args[at]!.slice('--only='.length) : (args[at + 1] ?? '');
  const names = value.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(sections as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of ${sections.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return new Set(names as Section[]);
}
const wanted = chosenSections(process.argv.slice(2));
const withMetrics = process.argv.includes('--metrics');

function urlFor(name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startChild(script: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const ready = child;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return ready;
    } catch {
      if (Date.now() > deadline) throw new Error(`${script} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function main() {
  console.log(`scratch database ${databaseName} on ${new URL(serverUrl).host}`);
  await admin((client) => client.query(`create database "${databaseName}"`));
  const database = await openDatabase({ databaseUrl: urlFor(databaseName) });
  const seedStart = performance.now();
  // The admin lists read the 100,000 rows; the other sections need only the job board.
  const adminLists = wanted.has('admin-lists');
  // The Timesheets list's weeks belong to the Staffing bench's placements of the hired applicants.
  const timesheets = wanted.has('timesheets');
  let timesheetSeconds = 0;
  await admin(async () => {
    const client = new pg.Client({ connectionString: urlFor(databaseName) });
    await client.connect();
    await seedBenchData(client, { jobs: 1_000, activeJobs: 30, applicants: adminLists || timesheets ? 100_000 : 0 });
    if (adminLists) await seedInboxBenchData(client);
    if (adminLists || timesheets) await seedStaffingBenchData(client);
    if (timesheets) timesheetSeconds = await seedTimesheetsBenchData(client);
    await client.end();
  });
  console.log(
    `seeded 1,000 jobs${adminLists ? ', 100,000 applicants, 100,000 inquiries, 100,000 messages and 10,000 subscriptions with their placements' : timesheets ? ', 100,000 applicants and 10,000 subscriptions with their placements' : ''} in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  if (timesheets) console.log(`of which 1,000,000 timesheet weeks, inserted set-based (generate_series) with their indexes, in ${timesheetSeconds.toFixed(1)} s`);
  await createOrPromoteAdmin(database.db, { email: 'bench-admin@example.com', name: 'Bench Admin', password: 'bench-password-1' });
  if (wanted.has('mail')) await benchMailQueue(database);
  await database.close();

  const appPort = 3900 + Math.floor(Math.random() * 50);
  const barePort = appPort + 50;
  const app = await startChild('server/main.ts', appPort, {
    DATABASE_URL: urlFor(databaseName),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-data-')),
    NODE_ENV: 'development',
    // The billing section registers several buyers, each from an address of its own (X-Forwarded-For).
    TRUST_PROXY: '1',
    ...(withMetrics ? { METRICS_PORT: String(appPort + 100) } : {}),
  });
  if (withMetrics) console.log(`metrics on (METRICS_PORT=${appPort + 100})`);
  await startChild('bench/bare-server.ts', barePort);

  if (adminLists) await benchAdminLists(appPort, barePort, urlFor(databaseName));
  // Seeded once the site runs: the customer signs up through it.
  if (wanted.has('customer-pages')) await benchCustomerPages(appPort, barePort, urlFor(databaseName));
  if (timesheets) await benchTimesheets(appPort, barePort, urlFor(databaseName));
  if (wanted.has('public-answers')) await benchPublicAnswers(appPort, barePort);
  if (wanted.has('billing')) await benchBilling(appPort, barePort, urlFor(databaseName));
  if (wanted.has('pdf-bombs')) await benchPdfBombs(appPort, app.pid!);
  if (wanted.has('uploads')) {
    // A server of its own for each storage, so each one's memory is measured alone.
    const startServer = async (port: number, env: Record<string, string>) => {
      const child = await startChild('server/main.ts', port, { DATABASE_URL: urlFor(databaseName), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-uploads-')), NODE_ENV: 'development', TRUST_PROXY: '1', ...env });
      return { pid: child.pid! };
    };
    await benchUploads(startServer, appPort + 200);
  }
  if (!wanted.has('lighthouse')) return;
  if (existsSync(new URL('../client/dist/index.html', import.meta.url))) await runLighthouseBench();
  else console.log('\nLighthouse: skipped, the client is not built (npm run build)');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin((client) => client.query(`drop database if exists "${databaseName}" with (force)`)).catch(() => {});
  });
