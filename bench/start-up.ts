import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtEntry, isBuilt } from './built.js';
import type { BenchContext } from './context.js';
import { NotBuiltError } from './figures.js';

/** Issue 41: a second `npm start` with nothing changed answers /readyz within this many seconds. */
export const SECOND_START_TARGET_SECONDS = 3;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** What `npm start` runs once its build step finds nothing stale (scripts/build-if-stale.ts). */
const builtServer = builtEntry.server;
const POLL_MS = 20;

/**
 * A second `npm start` with nothing changed: `node dist/server/main.js` (what `npm start` runs once
 * its build step finds nothing stale) with the environment of the bench's own process and a free
 * PORT, started once to make its data folder and apply migrations, stopped, then started again and
 * timed from the spawn until /readyz answers 200. The build step itself (a check of file dates) is
 * not part of the figure. On the embedded default (no DATABASE_URL: PGlite in DATA_DIR) and on
 * Postgres (the bench's scratch database).
 */
export async function benchStartUp({ book, databaseUrl, freePort }: BenchContext): Promise<void> {
  book.note('\nSecond start with nothing changed: node dist/server/main.js until /readyz answers 200 (the first start made the data folder and migrated)');
  const settings: [label: string, env: Record<string, string>][] = [
    ['embedded database (no DATABASE_URL, PGlite)', { DATABASE_URL: '' }],
    ['Postgres (DATABASE_URL)', { DATABASE_URL: databaseUrl }],
  ];
  for (const [label, env] of settings) {
    await book.measure('start-up', `second start, ${label}`, 's', { atMost: SECOND_START_TARGET_SECONDS }, async () => {
      if (!isBuilt('server')) throw new NotBuiltError('server');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
      try {
        const startEnv = { ...env, DATA_DIR: dataDir };
        const first = await timeStart(await freePort(), startEnv);
        const second = await timeStart(await freePort(), startEnv);
        return { value: second, detail: `first start ${first.toFixed(2)} s` };
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
}

/** Seconds from spawning the built server until /readyz answers 200; the server is stopped before this answers. */
async function timeStart(port: number, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [builtServer], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const deadline = started + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`node dist/server/main.js exited (${child.exitCode ?? child.signalCode}) before /readyz answered`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        await response.arrayBuffer();
        if (response.status === 200) return (performance.now() - started) / 1000;
      } catch {
        // Not listening yet.
      }
      if (performance.now() > deadline) throw new Error('/readyz did not answer 200 within 60 s');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await stopChild(child);
  }
}

/** SIGTERM, and SIGKILL if it has not exited within 15 s; resolves once it has exited. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killer);
}
