/**
 * npm run bench: seeds a scratch Postgres database (1,000 jobs, 100,000 applicants, inquiries and
 * messages, 10,000 subscriptions with their placements, 1,000,000 timesheet weeks: sizes.ts), then
 * prints each figure as it is taken, with its target, PASS or FAIL, and the machine's load:
 *  - p95 of every admin list page (applicants, inbox, Staffing), cached and on the first request
 *    after a write to its table (bench/admin-lists.ts);
 *  - one customer's pages with 20 subscriptions, 200 placements and 500 invoices: /team, its billing,
 *    /subscription, the invoices list and a year's statement CSV (bench/customer-pages.ts);
 *  - the admin Timesheets list at 1,000,000 weeks, cached and right after a write, and one pass of the
 *    automatic approval over 10,000 due weeks (bench/timesheets.ts);
 *  - the public answers under 50 connections with Accept-Encoding: br (job board API, a prerendered page,
 *    /career, a job page, an asset, a 304), each as a share of a bare route of the same size (bench/public-answers.ts);
 *  - a signed-in customer's and talent's reads under 50 connections, each as a share of the job board's
 *    req/s, on Postgres and on the embedded database (bench/signed-in-reads.ts);
 *  - mail through the task queue to a local SMTP sink: commit-to-delivery p50/p95 and mails per second (bench/mail-queue.ts);
 *  - createSubscribe p95 and signed webhook events per second against the local Stripe emulator (bench/billing.ts);
 *  - crafted PDFs (decompression bombs) sent as job applications: answers, /healthz meanwhile, the server's memory (bench/pdf-bombs.ts);
 *  - job applications with a 2 MB PDF, 50 at once, stored on the filesystem and in an S3 API server (s3rver):
 *    uploads and MB per second, answer p50/p95 and the server's peak memory (bench/uploads.ts);
 *  - a second start of the built server with nothing changed, until /readyz answers (bench/start-up.ts);
 *  - Lighthouse's mobile scores, TBT and first-load JavaScript of the public pages against their
 *    budgets (bench/lighthouse.ts, also `npm run lighthouse`).
 * It ends with one table of every figure. The exit code is 0 when every figure was measured, met or
 * not; 1 when one could not be (an ERROR, with its reason: the build missing, a section that stopped),
 * after every other section still ran. The last two sections and the prerendered pages need
 * `npm run build` first; with a fresh build the site runs it (dist/server/main.js), as production
 * does, and from its sources under tsx otherwise (the run says which).
 * Database: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres@127.0.0.1:5432.
 *
 * `npm run bench -- --only public-answers` (or a comma-separated list of sections) runs only those
 * sections, seeding only what they read; `--tiny` runs them on the few rows and short runs the
 * bench's test uses, to see them work. `--metrics` runs the site with METRICS_PORT set (Prometheus
 * metrics on, every answer timed), to compare the public answers with and without them.
 */
import { FigureBook } from './figures.js';
import { runBench, sectionNames, type Section } from './run-bench.js';
import { fullSizes, tinySizes } from './sizes.js';

const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The sections `--only a,b` names; every section without the flag. */
function chosenSections(args: string[]): ReadonlySet<Section> {
  const at = args.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (at < 0) return new Set(sectionNames);
  const value = args[at]!.includes('=') ? args[at]!.slice('--only='.length) : (args[at + 1] ?? '');
  const names = value.split(',').filter(Boolean);
  const unknown = names.filter((name) => !(sectionNames as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of ${sectionNames.join(', ')}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}`);
  }
  return new Set(names as Section[]);
}

async function main() {
  const args = process.argv.slice(2);
  const book = new FigureBook();
  const started = performance.now();
  await runBench({ sections: chosenSections(args), sizes: args.includes('--tiny') ? tinySizes : fullSizes, serverUrl, book, withMetrics: args.includes('--metrics') });
  console.log(`\nEvery figure (${((performance.now() - started) / 60_000).toFixed(1)} minutes; load is the one-minute load average when the figure was taken)`);
  console.log(book.summary());
  if (book.hasErrors) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
