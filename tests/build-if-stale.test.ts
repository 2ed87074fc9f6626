import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTargets, prerenderInfo, staleReason, staleTargets, type BuildTarget } from '../scripts/build-if-stale.js';
import { serverSources } from '../scripts/build-server.js';

/** `npm start` builds only what is missing or older than its sources (scripts/build-if-stale.ts). */
const origin = 'http://localhost:3000';
const client = buildTargets.find((target) => target.name === 'client')!;
const server = buildTargets.find((target) => target.name === 'server')!;

let root: string;
const hourAgo = Date.now() / 1000 - 3600;

/** Writes `file` under the scratch root, dated `secondsAfter` seconds after an hour ago. */
function write(file: string, secondsAfter: number, text = 'x') {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  utimesSync(full, hourAgo + secondsAfter, hourAgo + secondsAfter);
}

/** A built tree: sources at +0 s, every output of `target` at +10 s. */
function built(target: BuildTarget) {
  write('client/src/main.tsx', 0);
  write('server/main.ts', 0);
  for (const output of target.outputs) write(output, 10, output === prerenderInfo ? JSON.stringify({ origin }) : 'x');
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-if-stale-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('staleReason', () => {
  it('builds what was never built', () => {
    write('client/src/main.tsx', 0);
    expect(staleReason(root, client, origin)).toMatch(/is missing$/);
    expect(staleReason(root, server, origin)).toBe('dist/server/main.js is missing');
  });

  it('builds nothing when every output is newer than every source', () => {
    built(client);
    expect(staleReason(root, client, origin)).toBeUndefined();
    built(server);
    expect(staleReason(root, server, origin)).toBeUndefined();
  });

  it('rebuilds the client for a source, the contract or a prerender import changed after it, and names the file', () => {
    for (const file of ['client/src/features/careers/JobCard.tsx', 'contract/jobs.ts', 'server/features/pages/page-renderer.ts', 'package-lock.json']) {
      built(client);
      write(file, 20);
      expect(staleReason(root, client, origin)).toBe(`${file} changed after the last build`);
      rmSync(path.join(root, file));
    }
  });

  it('rebuilds the server for a server, contract or emulator file, not for a test or the client', () => {
    built(server);
    write('client/src/main.tsx', 20);
    write('server/features/jobs/jobs.routes.test.ts', 20);
    write('server/test/factories.ts', 20);
    expect(staleReason(root, server, origin)).toBeUndefined();
    write('stripe-emulator/index.ts', 20);
    expect(staleReason(root, server, origin)).toBe('stripe-emulator/index.ts changed after the last build');
  });

  it('does not count its own output, or tests, as a changed client source', () => {
    built(client);
    write('client/dist/assets/index-abc.js', 20);
    write('client/src/features/careers/JobCard.test.tsx', 20);
    expect(staleReason(root, client, origin)).toBeUndefined();
  });

  it('rebuilds the client when an output is older than a source, even if another is newer', () => {
    built(client);
    write('client/dist-ssr/entry-server.js', -5);
    expect(staleReason(root, client, origin)).toBe('client/src/main.tsx changed after the last build');
  });

  it('rebuilds the client when PUBLIC_URL is not the origin its pages were prerendered for', () => {
    built(client);
    expect(staleReason(root, client, 'https://www.example.com')).toBe(`its pages link to ${origin}, and PUBLIC_URL is https://www.example.com`);
  });
});

describe('staleTargets (what npm start checks with plain node once the build compiled the check)', () => {
  it('finds nothing to build after a build, and the server when the check itself changed', () => {
    built(client);
    built(server);
    expect(staleTargets(root, origin)).toEqual([]);
    write('scripts/build-if-stale.ts', 20);
    expect(staleTargets(root, origin)).toEqual([{ target: server, reason: 'scripts/build-if-stale.ts changed after the last build' }]);
  });
});

describe('serverSources', () => {
  it('compiles the server with its entry, scripts and PDF worker, the contract and the emulator; no test or test helper', () => {
    const sources = serverSources();
    for (const file of ['server/main.ts', 'server/scripts/migrate.ts', 'server/features/files/pdf-check.worker.ts', 'contract/jobs.ts', 'stripe-emulator/index.ts']) {
      expect(sources).toContain(file);
    }
    expect(sources.filter((file) => file.endsWith('.test.ts') || file.startsWith('server/test/'))).toEqual([]);
  });

  it('takes .tsx components too, and leaves out declarations, component tests and other files', () => {
    for (const file of ['server/features/mail/emails/ResetMail.tsx', 'server/features/mail/emails/ResetMail.test.tsx', 'server/types.d.ts', 'contract/README.md', 'stripe-emulator/index.ts']) {
      write(file, 0);
    }
    expect(serverSources(root)).toEqual(['server/features/mail/emails/ResetMail.tsx', 'stripe-emulator/index.ts']);
  });
});
