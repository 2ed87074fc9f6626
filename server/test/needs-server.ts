import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, inject } from 'vitest';

/** What a group may need besides the embedded database: servers, and npm's cache for an install without the network. */
type Server = 'postgres' | 'redis' | 'npm-cache';

/** Why this run cannot give a test `server`, or undefined when it can (global-setup.ts chose them). */
function missing(server: Server): string | undefined {
  if (server === 'npm-cache') return npmCacheMissing();
  if (server === 'redis') {
    const redis = inject('testRedis');
    return redis.available ? undefined : redis.reason;
  }
  const database = inject('testDatabase');
  return database.kind === 'postgres' ? undefined : 'no Postgres server: this run is on PGlite';
}

/**
 * A `describe` for tests that need real servers (a Postgres server, not the embedded PGlite; a
 * Redis) or npm's cache: where the run has them it is vitest's own describe; otherwise the group is skipped and
 * its name and reason are noted, so the run ends with one line naming every such group.
 */
export function describeWithServers(servers: Server[], name: string, body: () => void): void {
  const reasons: string[] = [];
  for (const server of servers) {
    // The npm cache is probed with a dry-run install (seconds): not for a group skipped anyway.
    if (server === 'npm-cache' && reasons.length > 0) continue;
    const reason = missing(server);
    if (reason) reasons.push(reason);
  }
  if (reasons.length === 0) {
    describe(name, body);
    return;
  }
  appendFileSync(inject('skipLog'), `${JSON.stringify({ name, reason: reasons.join('; ') })}\n`);
  describe.skip(name, body);
}

/**
 * Whether npm's cache holds every production package of the lockfile, asked as `npm ci --offline
 * --dry-run` (which reads each package's metadata from the cache alone) in a scratch folder.
 */
function npmCacheMissing(): string | undefined {
  const dir = mkdtempSync(path.join(tmpdir(), 'npm-cache-probe-'));
  try {
    for (const file of ['package.json', 'package-lock.json']) copyFileSync(new URL(`../../${file}`, import.meta.url), path.join(dir, file));
    const probe = spawnSync('npm', ['ci', '--omit=dev', '--offline', '--dry-run', '--no-audit', '--no-fund'], { cwd: dir, encoding: 'utf8' });
    if (probe.status === 0) return undefined;
    const error = (probe.stderr ?? '').split('\n').find((line) => line.startsWith('npm error') && !line.includes(' code ')) ?? probe.error?.message;
    return `npm's cache cannot install the production packages without the network (${error ?? `npm exited ${probe.status}`})`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
