/**
 * npm run fuzz: sends generated requests to every endpoint of the contract (valid and broken
 * bodies, queries, params and uploads, as a visitor, a customer and an admin) on a scratch
 * Postgres database and on embedded PGlite, then prints how many were sent, the statuses seen and
 * every failure (a 5xx, or an error not in the app's shape) with the seed that replays it.
 *
 *   FUZZ_RUNS=120        requests per route per database (default: 120, over 10,000 in all)
 *   FUZZ_SEED=123        replay a run (a failure prints the command that replays it)
 *   FUZZ_ROUTE=jobs.getJob   only this route
 *   FUZZ_DATABASE_URL    the Postgres server for the scratch database (default postgres@127.0.0.1:5432)
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { contractRoutes, fuzzContract, type FuzzReport } from '../server/test/fuzz/contract-fuzz.js';
import { openFuzzTarget } from '../server/test/fuzz/fuzz-target.js';
import { withAdminClient } from '../server/test/global-setup.js';

const runsPerRoute = Number(process.env.FUZZ_RUNS ?? 120);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);
const only = process.env.FUZZ_ROUTE;
const serverUrl = process.env.FUZZ_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const withAdmin = <T>(work: (client: pg.Client) => Promise<T>) => withAdminClient(serverUrl, work);

/** A scratch Postgres database, dropped afterwards; undefined when no server answers. */
async function scratchPostgres(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> } | undefined> {
  const name = `fuzz_${randomBytes(4).toString('hex')}`;
  try {
    await withAdmin((client) => client.query(`create database "${name}"`));
  } catch (error) {
    console.log(`Postgres at ${serverUrl} not reachable (${(error as Error).message}): fuzzing PGlite only`);
    return undefined;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return { handle, drop: () => withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => undefined) };
}

async function fuzzOn(label: string, database: DatabaseHandle): Promise<FuzzReport> {
  const target = await openFuzzTarget(database);
  const started = Date.now();
  try {
    const report = await fuzzContract(target, {
      seed,
      runsPerRoute,
      only,
      onProgress: (progress) => {
        if (process.stdout.isTTY) process.stdout.write(`\r${label}: ${progress.requests} requests, ${progress.failures.length} failing routes`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    const readyz = await target.readyz();
    const board = await target.app.inject({ method: 'GET', url: '/api/v1/jobs/active' });
    if (readyz !== 200 || board.statusCode !== 200) {
      report.failures.push({ route: '(health afterwards)', seed, problem: `readyz ${readyz}, job board ${board.statusCode}`, request: '' });
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(`${label}: ${report.requests} requests in ${seconds.toFixed(1)} s; statuses ${JSON.stringify(report.statuses)}; healthy afterwards: ${readyz === 200 && board.statusCode === 200}`);
    return report;
  } finally {
    await target.close();
  }
}

async function main() {
  console.log(`Fuzzing ${only ?? `${contractRoutes().length} routes`} × ${runsPerRoute} requests per database, seed ${seed}`);
  const reports: [string, FuzzReport][] = [];
  const postgres = await scratchPostgres();
  if (postgres) {
    try {
      reports.push(['Postgres', await fuzzOn(`Postgres (${postgres.handle.description})`, postgres.handle)]);
    } finally {
      await postgres.handle.close();
      await postgres.drop();
    }
  }
  const pglite = await openDatabase({});
  try {
    reports.push(['PGlite', await fuzzOn('PGlite (embedded, in memory)', pglite)]);
  } finally {
    await pglite.close();
  }

  const total = reports.reduce((sum, [, report]) => sum + report.requests, 0);
  const failures = reports.flatMap(([label, report]) => report.failures.map((failure) => ({ database: label, ...failure })));
  console.log(`\n${total} requests sent; ${failures.length} failing route(s).`);
  for (const failure of failures) {
    console.log(`\n✗ ${failure.database} ${failure.route}: ${failure.problem}`);
    console.log(`  replay: FUZZ_SEED=${failure.seed} FUZZ_RUNS=${runsPerRoute} FUZZ_ROUTE=${failure.route} npm run fuzz`);
    console.log(`  fast-check path ${failure.path ?? '-'}; request ${failure.request}`);
  }
  process.exitCode = failures.length ? 1 : 0;
}

await main();
