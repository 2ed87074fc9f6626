import { inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { listVersions } from './list-versions.table.js';

/** What an admin list reads when its page is not cached: the filter's total, and ids in order. */
export interface ListSource {
  /** The tables the filter and the order read; a write to any of them makes the entries stale. */
  tables: readonly string[];
  /** The filter (search and filters), as a stable string. */
  filterKey: string;
  /** The order, as a stable string. */
  sortKey: string;
  count(): Promise<number>;
  ids(limit: number, offset: number): Promise<string[]>;
}

/** Ids are read and kept this many at a time: 50 pages of 20. */
const CHUNK = 1000;
/** Entries per database handle, least recently used dropped first: at most ~16 kB each. */
const MAX_ENTRIES = 400;

type Entry = { version: string; value: unknown } | { version: string; ids: Buffer };

/**
 * A page of an admin list: its ids and the filter's total. Counting a broad search of 100,000 rows
 * takes Postgres ~10 ms, and so does sorting its matches; an admin then sorts, pages, and the
 * inbox screens poll every 15 s with the same filter. So the total of each filter and its ids in
 * each order (1,000 at a time) are kept in memory, keyed on the versions of the tables they were
 * read from (`list_versions`, bumped by a trigger in the writing transaction): any write, through
 * any instance or by hand, makes them stale at once, so a total is always the database's count.
 * An update of only an admin's comment or remarks (or one that changes nothing) leaves the version
 * alone (migration 0014): no list filters or sorts on those, and a page's rows are read fresh.
 * The versions are read before the count, so an entry is never older than its key.
 */
export function listCache() {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** The entry of `key` read at `version`; one read at another version is stale and dropped. */
  function get(key: string, version: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry || entry.version === version) return entry;
    entries.delete(key);
    return undefined;
  }

  const set = (key: string, entry: Entry) => void entries.set(key, entry);

  async function value<T>(key: string, version: string, read: () => Promise<T>): Promise<T> {
    const cached = get(key, version);
    if (cached && 'value' in cached) return cached.value as T;
    const fresh = await read();
    set(key, { version, value: fresh });
    return fresh;
  }

  async function chunk(source: ListSource, version: string, index: number): Promise<Buffer> {
    const key = `${source.tables.join()} ids ${source.filterKey} ${source.sortKey} ${index}`;
    const cached = get(key, version);
    if (cached && 'ids' in cached) return cached.ids;
    const ids = packIds(await source.ids(CHUNK, index * CHUNK));
    set(key, { version, ids });
    return ids;
  }

  return {
    async page(db: Database, source: ListSource, offset: number, limit: number): Promise<{ ids: string[]; total: number }> {
      const version = await versionOf(db, source.tables);
      const first = Math.floor(offset / CHUNK);
      const last = Math.floor((offset + limit - 1) / CHUNK);
      const [total, chunks] = await Promise.all([
        value(`${source.tables.join()} total ${source.filterKey}`, version, source.count),
        Promise.all(Array.from({ length: last - first + 1 }, (_, i) => chunk(source, version, first + i))),
      ]);
      const start = (offset - first * CHUNK) * ID_BYTES;
      return { ids: idsOf(Buffer.concat(chunks).subarray(start, start + limit * ID_BYTES)), total };
    },

    /** What `read` answers (counts, say) while none of `tables` changes. */
    async whileUnchanged<T>(db: Database, tables: readonly string[], key: string, read: () => Promise<T>): Promise<T> {
      return value(`${tables.join()} value ${key}`, await versionOf(db, tables), read);
    },
  };
}

const caches = new WeakMap<Database, ReturnType<typeof listCache>>();

/** The cache of one database handle (tests open several in one process, each at its own versions). */
export function listCacheOf(db: Database) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = listCache()));
  return cache;
}

async function versionOf(db: Database, tables: readonly string[]): Promise<string> {
  const rows = await db.select().from(listVersions).where(inArray(listVersions.tableName, [...tables]));
  const byTable = new Map(rows.map((row) => [row.tableName, row.version]));
  return tables.map((table) => `${table}:${byTable.get(table) ?? 0}`).join(',');
}

const ID_BYTES = 16;

/** Uuids as 16 bytes each: a chunk of 1,000 takes 16 kB instead of ~90. */
function packIds(ids: string[]): Buffer {
  return Buffer.from(ids.map((id) => id.replaceAll('-', '')).join(''), 'hex');
}

function idsOf(packed: Buffer): string[] {
  const hex = packed.toString('hex');
  const ids: string[] = [];
  for (let at = 0; at < hex.length; at += ID_BYTES * 2) {
    const id = hex.slice(at, at + 32);
    ids.push(`${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`);
  }
  return ids;
}

/** `rows` in the order of `ids`; an id whose row is gone since (a race with a delete) is left out. */
export function inOrderOf<Row extends { id: string }>(ids: string[], rows: Row[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
