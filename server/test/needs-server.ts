import { appendFileSync } from 'node:fs';
import { describe, inject } from 'vitest';

type Server = 'postgres' | 'redis';

/** Why this run cannot give a test `server`, or undefined when it can (global-setup.ts chose them). */
function missing(server: Server): string | undefined {
  if (server === 'redis') {
    const redis = inject('testRedis');
    return redis.available ? undefined : redis.reason;
  }
  const database = inject('testDatabase');
  return database.kind === 'postgres' ? undefined : 'no Postgres server: this run is on PGlite';
}

/**
 * A `describe` for tests that need real servers (a Postgres server, not the embedded PGlite; a
 * Redis): where the run has them it is vitest's own describe; otherwise the group is skipped and
 * its name and reason are noted, so the run ends with one line naming every such group.
 */
export function describeWithServers(servers: Server[], name: string, body: () => void): void {
  const reasons = servers.map(missing).filter((reason): reason is string => reason !== undefined);
  if (reasons.length === 0) {
    describe(name, body);
    return;
  }
  appendFileSync(inject('skipLog'), `${JSON.stringify({ name, reason: reasons.join('; ') })}\n`);
  describe.skip(name, body);
}
