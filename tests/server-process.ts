import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real server process, as a deployment runs it. */
export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** What runs the server: node's arguments, in a folder. */
export interface ServerCommand {
  cwd: string;
  args: string[];
}

/** The sources through tsx, as in development. */
export const fromSources: ServerCommand = { cwd: repoRoot, args: ['--import', 'tsx', 'server/main.ts'] };

/**
 * Starts the server (`server/main.ts` unless `command` says otherwise) on a free port of 127.0.0.1
 * with production settings and `env` on top, and resolves once it logs that the site is ready.
 * `dataDir` reuses a folder (a restart).
 */
export function startServerProcess(name: string, env: Record<string, string>, dataDir?: string, command = fromSources): Promise<ServerProcess> {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), `instance-${name}-`));
  const child = spawn(process.execPath, command.args, {
    cwd: command.cwd,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://site.test',
      DATA_DIR: dir,
      LOG_LEVEL: 'info',
      // Production refuses to start without a mail server; nothing listens here, so mail waits in
      // the queue (as when a real one is down) unless a test passes its own SMTP_URL.
      SMTP_URL: 'smtp://127.0.0.1:1',
      // A production start with the test keys the tests pass, as a staging site would run.
      STRIPE_MODE: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    const onLine = (line: string) => {
      output.push(line);
      url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (url && line.includes('site ready at')) resolve({ name, url, child, output, dataDir: dir });
    };
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`instance ${name} exited (${code}) before it was ready:\n${output.join('\n')}`)));
  });
}

/** Stops the process: SIGTERM (a graceful stop) by default, SIGKILL for a crash. */
export async function stopServerProcess(instance: ServerProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill(signal);
  await exited;
}

export function removeDataDir(instance: ServerProcess): void {
  rmSync(instance.dataDir, { recursive: true, force: true });
}
