import type { Database } from '../../db/database.js';
import { contentHash, prepareAnswer, type PreparedAnswer } from '../../lib/prepared-answer.js';
import { listActiveJobs } from './jobs.service.js';

export interface ActiveJobsPayload {
  /** The `{ jobs }` answer, serialized once. */
  json: string;
  etag: string;
  /** GET /jobs/active's answer, compressed once per board version (brotli, gzip, as is). */
  answer: PreparedAnswer;
}

/** The board is public and changes only when a job does: browsers revalidate it every time. */
const boardAnswerOptions = { contentType: 'application/json; charset=utf-8', cacheControl: 'no-cache' };

/**
 * The job board is read far more often than jobs change: keep its answer serialized and compressed
 * in memory. Writes through this instance drop it at once; the short lifetime bounds how stale
 * another instance's copy can be. Concurrent misses share one database query, and a reload that
 * finds the same board keeps the bytes already compressed.
 */
export function createActiveJobsCache(db: Database, ttlMs = 5_000) {
  let cached: { payload: ActiveJobsPayload; expiresAt: number } | undefined;
  let last: ActiveJobsPayload | undefined;
  let pending: Promise<ActiveJobsPayload> | undefined;
  let generation = 0;

  async function load(): Promise<ActiveJobsPayload> {
    const startedAt = generation;
    const json = JSON.stringify({ jobs: await listActiveJobs(db) });
    const etag = `"${contentHash(json)}"`;
    const payload = last?.etag === etag ? last : { json, etag, answer: await prepareAnswer(json, boardAnswerOptions) };
    // A write that happened while loading makes this copy stale: serve it once, don't keep it.
    if (startedAt === generation) {
      cached = { payload, expiresAt: Date.now() + ttlMs };
      last = payload;
    }
    return payload;
  }

  return {
    /** The board when a fresh copy is in memory, without waiting: the hot path of its pages. */
    peek(): ActiveJobsPayload | undefined {
      return cached && cached.expiresAt > Date.now() ? cached.payload : undefined;
    },
    async get(): Promise<ActiveJobsPayload> {
      if (cached && cached.expiresAt > Date.now()) return cached.payload;
      if (pending) return pending;
      const loading = load().finally(() => {
        if (pending === loading) pending = undefined;
      });
      pending = loading;
      return loading;
    },
    invalidate(): void {
      generation += 1;
      cached = undefined;
      // A load already under way read the board before this change: the next request starts another.
      pending = undefined;
    },
  };
}

export type ActiveJobsCache = ReturnType<typeof createActiveJobsCache>;
