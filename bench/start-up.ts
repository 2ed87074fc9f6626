import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderedOrigin, unbuiltReason } from './built.js';
import type { BenchContext } from './context.js';
import { NotBuiltError } from './figures.js';

/** Issue 41: a second `npm start` with nothing changed answers /readyz within this many seconds. */
export const SECOND_START_TARGET_SECONDS = 3;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const POLL_MS = 20;

/**
 * A second `npm start` with nothing changed, timed from the spawn of `npm start` (its build check,
 * then `node dist/server/main.js`) until /readyz answers 200, with the environment of the bench's
 * own process and a free PORT; started once to make its data folder and apply migrations, stopped,
 * then started again. PUBLIC_URL is the origin the client was prerendered for, so that the build
 * check finds nothing to do; a build older than its sources is an error, not a rebuild in the
 * middle of a run. On the embedded default (no DATABASE_URL: PGlite in DATA_DIR) and on Postgres
 * (the bench's scratch database).
 */
export async function benchStartUp({ book, databaseUrl, freePort }: BenchContext): Promise<void> {
  book.note('\nSecond start with nothing changed: npm start until /readyz answers 200 (the first start made the data folder and migrated)');
  const settings: [label: string, env: Record<string, string>][] = [
    ['embedded database (no DATABASE_URL, PGlite)', { DATABASE_URL: '' }],
    ['Postgres (DATABASE_URL)', { DATABASE_URL: databaseUrl }],
  ];
  for (const [label, env] of settings) {
    await book.measure('start-up', `second start, ${label}`, 's', { atMost: SECOND_START_TARGET_SECONDS }, async () => {
      for (const part of ['server', 'client'] as const) {
        const reason = unbuiltReason(part);
        if (reason) throw new NotBuiltError(part, reason);
      }
      const publicUrl = prerenderedOrigin()!;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-start-'));
      try {
        const startEnv = { ...env, DATA_DIR: dataDir, PUBLIC_URL: publicUrl };
        const first = await timeStart(await freePort(), startEnv);
        const second = await timeStart(await freePort(), startEnv);
        return { value: second, detail: `first start ${first.toFixed(2)} s` };
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  }
}

/** Seconds from spawning `npm start` until /readyz answers 200; npm and the server it starts are stopped before this answers. */
async function timeStart(port: number, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  // A process group of its own: npm runs the build check, then the server, as processes of their own.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const deadline = started + 60_000;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}) before /readyz answered`);
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
    await stopChild(child, { group: true });
  }
}

/**
 * SIGTERM, and SIGKILL if it has not exited within 15 s; resolves once it has exited. With `group`,
 * to the process group of a child spawned detached (npm and what it runs), and resolves once every
 * process of the group has exited: npm exits at once on SIGTERM, while the server it started is
 * still closing its connections, and the bench drops the database after this.
 */
export async function stopChild(child: ChildProcess, { group = false } = {}): Promise<void> {
  const groupId = group ? child.pid : undefined;
  const gone = () => (groupId === undefined ? child.exitCode !== null || child.signalCode !== null : !groupAlive(groupId));
  if (gone()) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (groupId !== undefined) process.kill(-groupId, name);
      else child.kill(name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGTERM');
  const killer = setTimeout(() => signal('SIGKILL'), 15_000);
  try {
    if (groupId === undefined) await new Promise<void>((resolve) => child.once('exit', () => resolve()));
    else {
      // A process left unreaped (a container whose first process reaps nothing) still counts as in
      // the group: the wait ends 5 s after the SIGKILL whatever it says.
      const deadline = performance.now() + 20_000;
      while (!gone() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    clearTimeout(killer);
  }
}

/** Whether any process of the group is left (signal 0 only checks). */
function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}
