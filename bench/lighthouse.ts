/**
 * npm run lighthouse (also the last part of npm run bench): Lighthouse 12's mobile profile on the
 * public pages of the built client, three runs each, and the median of every figure beside its
 * budget (performance 100, accessibility, best practices and SEO 100, LCP ≤ 2.5 s, TBT < 200 ms,
 * CLS ≤ 0.02, at most 125 kB of gzipped JavaScript loaded by the page, React included).
 *
 * Builds nothing: run `npm run build` first. The server runs in a child process on a fresh embedded
 * database (PGlite in a temporary folder) holding only the demo jobs, with no admin account; Chrome
 * is Debian's chromium (CHROME_PATH, default /usr/bin/chromium) and never leaves 127.0.0.1.
 * LIGHTHOUSE_RUNS changes the number of runs per page; LIGHTHOUSE_PAGES replaces the five pages with
 * a comma-separated list of paths (`job` stands for the first demo job's page), or with `all`: every
 * public page of the sitemap's catalogue plus a job. The last run's full reports are kept in a
 * temporary folder whose name is printed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { publicPagePaths } from '../contract/catalogues/public-pages.js';
import { chromiumFlags, chromiumPath } from '../e2e/chromium-options.js';
import { figuresOf, formatSummaries, summarize, type LighthouseResult, type PageSummary, type RunFigures } from './lighthouse-report.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.join(repoRoot, 'client', 'dist');
const chromePath = chromiumPath;
const chromeFlags = chromiumFlags.join(' ');

function lighthouseCli(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');
}

/** The built app on a scratch embedded database, with the demo jobs main.ts adds outside production. */
async function startServer(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-data-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'main.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Empty means unset: the embedded database, no admin account, the local Stripe emulator.
      DATABASE_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.ok) return { child, dataDir };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function runLighthouse(url: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli(),
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        '--disable-full-page-screenshot',
        `--chrome-flags=${chromeFlags}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited with ${code}: ${Buffer.concat(stderr).toString().slice(-2000)}`));
      try {
        const result = JSON.parse(Buffer.concat(stdout).toString()) as LighthouseResult & { runtimeError?: { message: string } };
        if (result.runtimeError) return reject(new Error(`lighthouse ${url}: ${result.runtimeError.message}`));
        resolve(result);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** A busy machine now and then makes Lighthouse lose the trace (NO_NAVSTART): such a run is repeated, twice at most. */
async function runLighthouseWithRetries(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run repeated: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
  }
}

const defaultPages = ['/', '/pricing', '/career', 'job', '/services/virtual_assistants'];

/** The paths LIGHTHOUSE_PAGES names (see the top of this file), with `job` replaced by a real job's path. */
function pagesToMeasure(setting: string | undefined, jobPath: string): string[] {
  const named = !setting?.trim() ? defaultPages : setting.trim() === 'all' ? [...publicPagePaths, 'job'] : setting.split(',').map((page) => page.trim());
  return named.filter(Boolean).map((page) => (page === 'job' ? jobPath : page));
}

/** Runs the whole Lighthouse bench and prints its table; answers whether every budget was met. */
export async function runLighthouseBench(options: { runs?: number } = {}): Promise<{ summaries: PageSummary[]; allPass: boolean }> {
  if (!existsSync(path.join(distDir, 'index.html'))) throw new Error('client/dist is missing: run `npm run build` first');
  if (!existsSync(chromePath)) throw new Error(`no Chrome at ${chromePath}: install chromium or set CHROME_PATH`);
  const runs = options.runs ?? Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const port = 4300 + Math.floor(Math.random() * 500);
  const origin = `http://127.0.0.1:${port}`;
  const reportsDir = mkdtempSync(path.join(tmpdir(), 'lighthouse-reports-'));
  const server = await startServer(port);
  try {
    const active = (await (await fetch(`${origin}/api/v1/jobs/active`)).json()) as { jobs: { _id: string }[] };
    const jobId = active.jobs[0]?._id;
    if (!jobId) throw new Error('the demo job board is empty');
    const pages = pagesToMeasure(process.env.LIGHTHOUSE_PAGES, `/job/${jobId}`);

    console.log(`\nLighthouse, mobile profile (simulated slow 4G and 4x CPU slowdown), ${runs} runs per page, medians`);
    const summaries: PageSummary[] = [];
    let version = '';
    for (const page of pages) {
      const figures: RunFigures[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const result = await runLighthouseWithRetries(`${origin}${page}`);
        version = result.lighthouseVersion;
        figures.push(figuresOf(result, origin, distDir));
        if (run === runs) {
          const name = page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9_-]+/gi, '-');
          mkdirSync(reportsDir, { recursive: true });
          writeFileSync(path.join(reportsDir, `${name}.json`), JSON.stringify(result));
        }
      }
      const summary = summarize(page, figures);
      summaries.push(summary);
      console.log(
        `  ${page}: performance ${summary.scores.performance}, LCP ${(summary.lcpMs / 1000).toFixed(1)} s (${figures.map((f) => f.scores.performance).join(' / ')})`,
      );
    }
    const { text, allPass } = formatSummaries(summaries);
    console.log(`\nLighthouse ${version}, medians of ${runs} runs\n${text}`);
    console.log(`\n  ${allPass ? 'every budget met' : 'some budgets NOT met'}; last run's reports in ${reportsDir}`);
    return { summaries, allPass };
  } finally {
    if (server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGTERM');
      await exited;
    }
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runLighthouseBench().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
