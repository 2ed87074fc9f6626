import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { keepAnswerBytes } from './kept-answer-bytes.js';

/**
 * The versions of what an account's own pages read, as the auth guard read them with the session
 * (one query): the account's row of `account_read_versions` (bumped by triggers whenever a row one
 * of its pages shows is written, as the writing transaction commits) and the `placements` list version (the
 * days-to-fill median on /team is over every customer's placements).
 */
export interface ReadVersions {
  account: number;
  placements: number;
}

/** The account a request reads as: `readVersions` is absent when it was not read with the session. */
export interface AccountReader {
  id: string;
  readVersions?: ReadVersions | undefined;
}

/** An answer and the instant (ms since the epoch) until which it holds if nothing is written: when the clock alone would change it. */
export interface TimedAnswer<T> {
  value: T;
  holdsUntil: number;
}

/** Entries per database handle, least recently used dropped first. */
const MAX_ENTRIES = 5_000;
/**
 * And about this many bytes in all, counted as three times an answer's JSON (the object, its JSON
 * and its compressed bytes, kept-answer-bytes.ts): an answer of a small team is ~3 kB of JSON.
 */
const MAX_BYTES = 48 * 1024 * 1024;

interface Entry {
  version: string;
  /** The time it was read at: a clock set back since does not find it. */
  readAt: number;
  holdsUntil: number;
  value: unknown;
  size: number;
}

/**
 * An account's own answers (its team, its work, its subscriptions and payments), kept in the
 * instance's memory per account and per version of what they read. Every request reads its
 * session and the account's versions in one query (auth guard), so a write through any instance,
 * or by hand, is seen by the account's next request; a version read before the answer means an
 * entry is never older than its key. An answer that depends on the clock (today's date in a time
 * zone, a subscription's end) holds only until the instant its reader names. Entries are keyed by
 * the account's id: one account's answer is never served to another.
 */
export function accountReadsCache() {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size });
  // Requests of one account that arrive together while its answer is read wait for that one read.
  const reading = new Map<string, { version: string; answer: Promise<TimedAnswer<unknown>> }>();

  async function readOnce<T>(key: string, version: string, now: number, read: (now: Date) => Promise<TimedAnswer<T>>): Promise<TimedAnswer<T>> {
    const pending = reading.get(key);
    if (pending?.version === version) return pending.answer as Promise<TimedAnswer<T>>;
    const answer = read(new Date(now));
    reading.set(key, { version, answer });
    try {
      const fresh = await answer;
      const size = 3 * Math.max(1, keepAnswerBytes(fresh.value));
      entries.set(key, { version, readAt: now, holdsUntil: fresh.holdsUntil, value: fresh.value, size });
      return fresh;
    } finally {
      if (reading.get(key)?.answer === answer) reading.delete(key);
    }
  }

  return {
    /**
     * `read`'s answer for `account`, named `what` (the page and its query), kept while the part of
     * the account's versions that `versionOf` picks is unchanged and the answer's time holds.
     * `read` answers as of the time it is given. Without versions (a caller other than a guarded
     * route) it is read every time.
     */
    async answer<T>(account: AccountReader, what: string, versionOf: (versions: ReadVersions) => string, read: (now: Date) => Promise<TimedAnswer<T>>): Promise<T> {
      const now = Date.now();
      if (!account.readVersions) return (await read(new Date(now))).value;
      const key = `${account.id} ${what}`;
      const version = versionOf(account.readVersions);
      const cached = entries.get(key);
      if (cached && cached.version === version && cached.readAt <= now && now < cached.holdsUntil) return cached.value as T;
      return (await readOnce(key, version, now, read)).value;
    },
  };
}

const caches = new WeakMap<Database, ReturnType<typeof accountReadsCache>>();

/** The cache of one database handle (tests open several in one process, each with its own versions). */
export function accountReadsOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = accountReadsCache()));
  return cache;
}

/** What an answer of the account's own rows alone is kept by. */
export const accountVersion = (versions: ReadVersions) => String(versions.account);

const QUARTER_HOUR = 15 * 60_000;
/** The database's clock may be a moment off ours: an answer read this soon after a quarter hour holds only this long. */
const CLOCK_MARGIN = 2_000;

/**
 * Until when an answer that depends on today's date in some time zones (a week, who is on a team,
 * a month's median) holds: every zone's offset is a whole number of quarter hours, so each local
 * midnight falls on a quarter hour of UTC, and nothing such an answer reads changes in between.
 */
export function untilNextQuarterHour(now: Date): number {
  const time = now.getTime();
  const start = time - (time % QUARTER_HOUR);
  return time < start + CLOCK_MARGIN ? start + CLOCK_MARGIN : start + QUARTER_HOUR;
}

/** An answer that depends on no clock: it holds until something it reads is written. */
export const HOLDS_UNTIL_WRITTEN = Number.POSITIVE_INFINITY;
