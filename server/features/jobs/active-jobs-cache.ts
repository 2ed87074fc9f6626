import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';
import { listActiveJobs } from './jobs.service.js';

export interface ActiveJobsPayload {
  /** The `{ jobs }` answer, serialized once. */
  json: string;
  etag: string;
}

/**
 * The job board is read far more often than jobs change: keep its answer serialized in memory.
 * Writes through this instance drop it at once; the short lifetime bounds how stale another
 * instance's copy can be. Concurrent misses share one database query.
 */
export function createActiveJobsCache(db: Database, ttlMs = 5_000) {
  let cached: { payload: ActiveJobsPayload; expiresAt: number } | undefined;
  let pending: Promise<ActiveJobsPayload> | undefined;
  let generation = 0;

  async function load(): Promise<ActiveJobsPayload> {
    const startedAt = generation;
    const json = JSON.stringify({ jobs: await listActiveJobs(db) });
    const payload = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    // A write that happened while loading makes this copy stale: serve it once, don't keep it.
    if (startedAt === generation) cached = { payload, expiresAt: Date.now() + ttlMs };
    return payload;
  }

  return {
    async get(): Promise<ActiveJobsPayload> {
      if (cached && cached.expiresAt > Date.now()) return cached.payload;
      pending ??= load().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    invalidate(): void {
      generation += 1;
      cached = undefined;
    },
  };
}

export type ActiveJobsCache = ReturnType<typeof createActiveJobsCache>;
