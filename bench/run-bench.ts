import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../server/db/database.js';
import { createOrPromoteAdmin } from '../server/features/auth/auth.service.js';
import { benchAdminLists } from './admin-lists.js';
import { benchBilling } from './billing.js';
import { isBuilt, unbuiltReason } from './built.js';
import { benchAdmin, type BenchContext, type RunningSite } from './context.js';
import { benchCustomerPages } from './customer-pages.js';
import { NotBuiltError, type FigureBook } from './figures.js';
import { runLighthouseBench } from './lighthouse.js';
import { budgets } from './lighthouse-report.js';
import { benchMailQueue } from './mail-queue.js';
import { benchPdfBombs } from './pdf-bombs.js';
import { benchPublicAnswers } from './public-answers.js';
import { seedBenchData } from './seed.js';
import { seedInboxBenchData } from './seed-inbox.js';
import { seedStaffingBenchData } from './seed-staffing.js';
import { benchSignedInReads } from './signed-in-reads.js';
import type { BenchSizes } from './sizes.js';
import { withPgClient } from './sql-client.js';
import { benchStartUp, stopChild } from './start-up.js';
import { benchTimesheets, seedTimesheetsBenchData } from './timesheets.js';
import { benchUploads } from './uploads.js';

/** The sections, in the order they run. */
export const sectionNames = [
  'admin-lists',
  'customer-pages',
  'timesheets',
  'public-answers',
  'signed-in-reads',
  'mail',
  'billing',
  'pdf-bombs',
  'uploads',
  'start-up',
  'lighthouse',
] as const;
export type Section = (typeof sectionNames)[number];

export interface BenchOptions {
  sections: ReadonlySet<Section>;
  sizes: BenchSizes;
  /** A Postgres server; the bench makes a scratch database on it and drops it at the end. */
  serverUrl: string;
  book: FigureBook;
  /** Runs the site with METRICS_PORT set (every answer timed), to compare with and without. */
  withMetrics?: boolean;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The sections that run once the site is up (mail runs before it: see below). */
const siteSections: Partial<Record<Section, (context: BenchContext) => Promise<void>>> = {
  'admin-lists': benchAdminLists,
  'customer-pages': benchCustomerPages,
  timesheets: benchTimesheets,
  'public-answers': benchPublicAnswers,
  'signed-in-reads': benchSignedInReads,
  billing: benchBilling,
  'pdf-bombs': benchPdfBombs,
  uploads: benchUploads,
  'start-up': benchStartUp,
  lighthouse: benchLighthouse,
};

/**
 * Runs the chosen sections at `sizes` against a scratch database on `serverUrl` and keeps their
 * figures in `book`: seeds what the sections read, starts the site (its build when fresh, else
 * `server/main.ts`: siteScript) and the bare Fastify yardstick in child processes, so the load
 * generator does not share their event loop, then each section in turn. A section that throws
 * leaves an ERROR figure with the reason, and the next one runs. Every child is stopped and the
 * database dropped at the end.
 */
export async function runBench({ sections, sizes, serverUrl, book, withMetrics = false }: BenchOptions): Promise<void> {
  const databaseName = `bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = urlFor(serverUrl, databaseName);
  const children = new Set<ChildProcess>();
  const dataDirs: string[] = [];
  const sites = new Map<RunningSite, ChildProcess>();

  /**
   * A port found free can be taken before the child listens on it (by the site's own Stripe
   * emulator, say, which listens on a port the system picks): a child that exits before it answered
   * is started again on another port, twice at most.
   */
  const startChild = async (script: string, port: number, env: Record<string, string>, readyPath: string): Promise<RunningSite> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await startChildOnce(script, attempt === 1 ? port : await freePort(), env, readyPath);
      } catch (error) {
        if (!(error instanceof ExitedEarlyError) || attempt === 3) throw error;
      }
    }
  };
  const startChildOnce = async (script: string, port: number, env: Record<string, string>, readyPath: string): Promise<RunningSite> => {
    const child = spawn(process.execPath, script.endsWith('.ts') ? ['--import', 'tsx', script] : [script], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.add(child);
    child.once('exit', () => children.delete(child));
    const site = { port, pid: child.pid!, origin: `http://127.0.0.1:${port}` };
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new ExitedEarlyError(`${script} exited (${child.exitCode ?? child.signalCode}) before it answered`);
      try {
        const response = await fetch(`${site.origin}${readyPath}`);
        await response.arrayBuffer();
        if (response.ok) {
          sites.set(site, child);
          return site;
        }
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) {
        await stopChild(child);
        throw new Error(`${script} did not answer ${readyPath} within 120 s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const site = siteScript();
  const startSite = (port: number, env: Record<string, string>) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
    dataDirs.push(dataDir);
    return startChild(site.script, port, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      // Sections sign up and apply from several addresses of their own (X-Forwarded-For).
      TRUST_PROXY: '1',
      // SITE_INSPECT=port: the site listens for an inspector there, to take a CPU profile while a section measures.
      ...(process.env.SITE_INSPECT ? { NODE_OPTIONS: `--inspect=127.0.0.1:${process.env.SITE_INSPECT}` } : {}),
      ...env,
    }, '/readyz');
  };

  try {
    book.note(`scratch database ${databaseName} on ${new URL(serverUrl).host}`);
    await withPgClient(serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const database = await openDatabase({ databaseUrl });
    try {
      await seed(databaseUrl, sections, sizes, book);
      await createOrPromoteAdmin(database.db, benchAdmin);
      // Before the site starts: the site's own mail worker would take the bench's mails off the queue.
      if (sections.has('mail')) await runSection(book, 'mail', () => benchMailQueue(database, book, sizes));
    } finally {
      await database.close();
    }

    const starting = performance.now();
    const [app, bare] = await Promise.all([
      startSite(await freePort(), withMetrics ? { METRICS_PORT: String(await freePort()) } : {}),
      startChild('bench/bare-server.ts', await freePort(), {}, '/'),
    ]);
    if (withMetrics) book.note('metrics on (METRICS_PORT set)');
    book.note(`(the site and the bare server started in ${((performance.now() - starting) / 1000).toFixed(1)} s; ${site.note})`);
    const context: BenchContext = {
      book,
      sizes,
      app,
      bare,
      databaseUrl,
      startSite,
      stopSite: async (site) => {
        const child = sites.get(site);
        if (child) await stopChild(child);
        sites.delete(site);
      },
      freePort,
    };
    for (const section of sectionNames) {
      const run = siteSections[section];
      if (run && sections.has(section)) await runSection(book, section, () => run(context));
    }
  } catch (error) {
    book.error('set-up', 'scratch database, seed and servers', '', 'reported', error);
  } finally {
    await Promise.all([...children].map((child) => stopChild(child)));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await withPgClient(serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`)).catch((error: unknown) => {
      book.note(`the scratch database ${databaseName} could not be dropped: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

/**
 * What the site runs: the built server when its build is fresh, as production does (`node
 * dist/server/main.js`); else its sources under tsx, which hold more memory (the server before the
 * PDF bombs: 364-378 MB under tsx, 212-215 MB built) and say so beside the figures.
 */
function siteScript(): { script: string; note: string } {
  const reason = unbuiltReason('server');
  if (reason === undefined) return { script: 'dist/server/main.js', note: 'the site runs its build, dist/server/main.js' };
  return { script: 'server/main.ts', note: `the site runs its sources under tsx (${reason}): \`npm run build\` first to measure what production runs` };
}

/** A section that throws leaves an ERROR figure saying why; the figures it took before stay. */
async function runSection(book: FigureBook, section: Section, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  try {
    await run();
  } catch (error) {
    book.error(section, 'the section stopped', '', 'reported', error);
  }
  book.note(`(${section}: ${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Seeds what the chosen sections read, set-based, and prints how long it took. */
async function seed(databaseUrl: string, sections: ReadonlySet<Section>, sizes: BenchSizes, book: FigureBook): Promise<void> {
  const started = performance.now();
  // The admin lists read the applicants, inquiries and messages; the Timesheets list's weeks belong
  // to the Staffing seed's placements of the hired applicants. The other sections need only the job board.
  const adminLists = sections.has('admin-lists');
  const timesheets = sections.has('timesheets');
  const count = (n: number) => n.toLocaleString('en-US');
  const seeded = [`${count(sizes.jobs)} jobs`];
  let timesheetSeconds = 0;
  await withPgClient(databaseUrl, async (client) => {
    await seedBenchData(client, { jobs: sizes.jobs, activeJobs: sizes.activeJobs, applicants: adminLists || timesheets ? sizes.applicants : 0 });
    if (adminLists || timesheets) seeded.push(`${count(sizes.applicants)} applicants`);
    if (adminLists) {
      await seedInboxBenchData(client, { inquiries: sizes.inquiries, messages: sizes.messages });
      seeded.push(`${count(sizes.inquiries)} inquiries`, `${count(sizes.messages)} messages`);
    }
    if (adminLists || timesheets) {
      await seedStaffingBenchData(client, sizes.staffing);
      seeded.push(`${count(sizes.staffing.subscriptions)} subscriptions with their placements`);
    }
    if (timesheets) {
      timesheetSeconds = await seedTimesheetsBenchData(client, sizes.timesheetWeeks);
      seeded.push(`${count(sizes.timesheetWeeks)} timesheet weeks (${timesheetSeconds.toFixed(1)} s, set-based with their indexes)`);
    }
    // The seed's pages are written out now, not by the checkpoint its WAL would set off while the
    // sections measure: one such, spread over 50 s, tripled the admin lists' times, cached ones too.
    await client.query('checkpoint').catch((error: unknown) => {
      book.note(`no checkpoint after the seed (${error instanceof Error ? error.message : String(error)}): a checkpoint may slow the figures that follow`);
    });
  });
  book.note(`seeded ${seeded.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Lighthouse's figures of each public page against issue 41's targets (its own table has every budget). */
async function benchLighthouse({ book, sizes }: BenchContext): Promise<void> {
  if (!isBuilt('client')) throw new NotBuiltError('client');
  const { summaries } = await runLighthouseBench({ runs: sizes.lighthouseRuns });
  for (const summary of summaries) {
    const page = summary.page === '/' ? 'home page /' : summary.page;
    book.record('lighthouse', `${page}: performance`, summary.scores.performance, 'points', { atLeast: budgets.performance });
    book.record('lighthouse', `${page}: total blocking time`, summary.tbtMs, 'ms', { below: budgets.tbtMs });
    book.record('lighthouse', `${page}: first-load JavaScript, gzip`, summary.firstLoadJsGzipBytes / 1000, 'kB', { atMost: budgets.firstLoadJsGzipBytes / 1000 });
  }
}

function urlFor(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A port free now (the system's choice for a listener on port 0, closed again). */
/** A child process that ended before it answered its ready path. */
class ExitedEarlyError extends Error {}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
