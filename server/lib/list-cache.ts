import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { rowsOf } from '../db/rows.js';
import { listVersions } from './list-versions.table.js';

/** What a count of an admin list (or of the admin home) reads when it is not cached. */
export interface CountSource {
  /** The tables the filter (and the order) read; a write to any of them makes the entries stale. */
  tables: readonly string[];
  /** The filter (search and filters), as a stable string. */
  filterKey: string;
  count(): Promise<number>;
  /**
   * For a list of the rows of one table: how a row bears on it. With it, after a write to that
   * table the list looks at the changed rows (`list_changes`) instead of counting again.
   */
  rows?: ListRows;
}

/** What an admin list reads when its page is not cached: the filter's total, and ids in order. */
export interface ListSource extends CountSource {
  /** The order, as a stable string. */
  sortKey: string;
  ids(limit: number, offset: number): Promise<string[]>;
  /**
   * Of these rows, the ids of those in the list, in its order: with `rows`, the first page after a
   * write that moved a few rows is made from the ids kept and these, instead of read again.
   */
  idsAmong?(ids: string[]): Promise<string[]>;
}

export interface ListRows {
  /** One of the source's tables, whose rows the list is (keyed by `id`). */
  table: PgTable & { id: PgColumn };
  /** Whether a row is in the list, naming the columns through the table, as the list's own query does. */
  where: SQL;
  /** The row's values the order reads: a row in the list whose values change may move. */
  order: SQL[];
}

/**
 * Ids are read and kept this many at a time: 10 pages of 20. A write that moves rows of a list makes
 * it read its chunk again, so the chunk is kept small enough for that to cost little (reading
 * 1,000 ids of a filtered order took ~20–30 ms on a loaded machine, 200 a fifth of it).
 */
const CHUNK = 200;
/** Entries per database handle, least recently used dropped first: at most ~3 kB each. */
const MAX_ENTRIES = 400;
/** More changed rows than this since an entry was read: reading the list again costs less than weighing them. */
const MAX_CHANGES = 10_000;

type Versions = Readonly<Record<string, number>>;
/** A chunk's ids; `complete` when the list ends within it (fewer ids than a chunk were read). */
type Entry = { versions: Versions; value: unknown } | { versions: Versions; total: number } | { versions: Versions; ids: Buffer; complete: boolean };

/** What the writes since an entry was read did to its list: the total's change, and whether a row came, went or moved. */
interface Effect {
  /** The version of the rows' table the effect reaches. */
  version: number;
  delta: number;
  moved: boolean;
  /** The rows that came, went or moved in the list (when few). */
  movedIds: string[] | undefined;
}

/** More rows moved than this: the first chunk is read again rather than made from the ids kept. */
const MAX_MOVED = 100;
/** Kept ids weighed at least when the first chunk is made again after a write: two pages of 20, and room for rows that left. */
const REMADE_AT_LEAST = 50;

/**
 * A page of an admin list: its ids and the filter's total. Counting a broad search of 100,000 rows
 * takes Postgres ~10 ms, and so does sorting its matches; a million weeks take ~100 ms; an admin
 * then sorts, pages, and the inbox screens poll every 15 s with the same filter. So the total of
 * each filter and its ids in each order (200 at a time) are kept in memory, keyed on the versions
 * of the tables they were read from (`list_versions`, bumped as the writing transaction commits,
 * migration 0032): any write, through any instance or by hand, is seen by the next request.
 *
 * A list of one table's rows (`rows`) does not count again after a write to it: the same trigger
 * logs each changed row as it was (`list_changes`), and one query compares those with the rows now,
 * through the list's own filter and the values its order reads. The total moves by the rows that
 * came in less those that left; ids whose order no row entered, left or moved in are kept. So a
 * total is always the database's exact count, and the first request after a write costs that one
 * query, not a count of every match. Lists over several tables, and changes the log no longer
 * holds (more than 200 versions back, a statement of more than 1,000 rows), read again in full.
 * A row changed twice in one transaction (one version) is weighed from its first image.
 * An update of only an admin's comment or remarks (or one that changes nothing) is no change at all
 * (migrations 0014 and 0029): no list filters or sorts on those, and a page's rows are read fresh.
 */
export function listCache() {
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  const set = (key: string, entry: Entry) => void entries.set(key, entry);

  async function value<T>(key: string, versions: Versions, read: () => Promise<T>): Promise<T> {
    const cached = entries.get(key);
    if (cached && 'value' in cached && sameVersions(cached.versions, versions)) return cached.value as T;
    const fresh = await read();
    set(key, { versions, value: fresh });
    return fresh;
  }

  /** Reads of one page: each entry read at an older version weighs the changes since (once per version). */
  function pageReads(db: Database, source: CountSource & Partial<ListSource>, now: Versions) {
    const effects = new Map<number, Promise<Effect | undefined>>();

    /** The effect on the list of the changes since `versions`, or undefined when it must be read again. */
    function effectSince(versions: Versions): Promise<Effect | undefined> | undefined {
      const rows = source.rows;
      if (!rows) return undefined;
      const table = getTableName(rows.table);
      if (source.tables.some((other) => other !== table && versions[other] !== now[other])) return undefined;
      const from = versions[table] ?? 0;
      let effect = effects.get(from);
      if (!effect) effects.set(from, (effect = effectOf(db, rows, from)));
      return effect;
    }

    // The other tables are at `now` (or there is no effect): the rows' table is where the effect reached.
    const movedOn = (effect: Effect): Versions => ({ ...now, [getTableName(source.rows!.table)]: effect.version });

    async function total(): Promise<number> {
      const key = `${source.tables.join()} total ${source.filterKey}`;
      const cached = entries.get(key);
      if (cached && 'total' in cached) {
        if (sameVersions(cached.versions, now)) return cached.total;
        const effect = await effectSince(cached.versions);
        if (effect) {
          const moved = cached.total + effect.delta;
          set(key, { versions: movedOn(effect), total: moved });
          return moved;
        }
      }
      const counted = await source.count();
      // Kept only when no write came between: a total applied the changes after its version must not have seen them.
      if (sameVersions(await versionsOf(db, source.tables), now)) set(key, { versions: now, total: counted });
      else entries.delete(key);
      return counted;
    }

    /** Chunk `index`, of which the page needs the first `need` ids. */
    async function chunk(index: number, need: number): Promise<Buffer> {
      const key = `${source.tables.join()} ids ${source.filterKey} ${source.sortKey} ${index}`;
      const cached = entries.get(key);
      const enough = (kept: { ids: Buffer; complete: boolean }) => kept.complete || kept.ids.length >= need * ID_BYTES;
      if (cached && 'ids' in cached) {
        if (sameVersions(cached.versions, now)) {
          if (enough(cached)) return cached.ids;
        } else {
          const effect = await effectSince(cached.versions);
          const kept = effect && !effect.moved ? cached : effect && index === 0 ? await remadeFirstChunk(cached, effect, need) : undefined;
          if (effect && kept) {
            set(key, { versions: movedOn(effect), ids: kept.ids, complete: kept.complete });
            if (enough(kept)) return kept.ids;
          }
        }
      }
      // Read after the versions: ids newer than their key are only read again once more.
      const read = await source.ids!(CHUNK, index * CHUNK);
      const ids = packIds(read);
      set(key, { versions: now, ids, complete: read.length < CHUNK });
      return ids;
    }

    /**
     * The first chunk after a write that moved a few rows: the ids kept, less those that moved, and
     * the moved ones that are in the list now, in the list's order (`idsAmong`). Rows that were not
     * written keep their order, so the new list begins with these up to the last id kept that was
     * not written; past it, a row never read could come first, so the chunk ends there (a page that
     * needs more reads the list again). A list that ended within the chunk is all there.
     */
    async function remadeFirstChunk(
      cached: { ids: Buffer; complete: boolean },
      effect: Effect,
      need: number,
    ): Promise<{ ids: Buffer; complete: boolean } | undefined> {
      if (!source.idsAmong || !effect.movedIds || effect.movedIds.length > MAX_MOVED) return undefined;
      // Only the kept ids the page needs (two pages' worth at least) are weighed: each is one more
      // row to look up, and a page past them reads the list again, as it would past the bound
      // (weighing all 200 took 1.7 ms of a 10 ms first request after a write, on 100,000 applicants).
      const all = idsOf(cached.ids);
      const kept = cached.complete ? all : all.slice(0, Math.max(need, REMADE_AT_LEAST));
      const moved = new Set(effect.movedIds);
      const among = await source.idsAmong([...new Set([...kept, ...moved])]);
      if (cached.complete) return { ids: packIds(among.slice(0, CHUNK)), complete: among.length < CHUNK };
      const bound = kept.findLast((id) => !moved.has(id));
      const end = bound === undefined ? -1 : among.indexOf(bound);
      if (end < 0) return undefined;
      return { ids: packIds(among.slice(0, Math.min(end + 1, CHUNK))), complete: false };
    }

    return { total, chunk };
  }

  return {
    async page(db: Database, source: ListSource, offset: number, limit: number): Promise<{ ids: string[]; total: number }> {
      const now = await versionsOf(db, source.tables);
      const reads = pageReads(db, source, now);
      const first = Math.floor(offset / CHUNK);
      const last = Math.floor((offset + limit - 1) / CHUNK);
      // Each chunk but the last is needed whole; the last up to the page's end.
      const needOf = (index: number) => (index === last ? offset + limit - index * CHUNK : CHUNK);
      const [total, chunks] = await Promise.all([
        reads.total(),
        Promise.all(Array.from({ length: last - first + 1 }, (_, i) => reads.chunk(first + i, needOf(first + i)))),
      ]);
      const start = (offset - first * CHUNK) * ID_BYTES;
      return { ids: idsOf(Buffer.concat(chunks).subarray(start, start + limit * ID_BYTES)), total };
    },

    /** The total of a filter alone (a count of the admin home), kept and followed as a list's is. */
    async total(db: Database, source: CountSource): Promise<number> {
      return pageReads(db, source, await versionsOf(db, source.tables)).total();
    },

    /** What `read` answers (counts, say) while none of `tables` changes. */
    async whileUnchanged<T>(db: Database, tables: readonly string[], key: string, read: () => Promise<T>): Promise<T> {
      return value(`${tables.join()} value ${key}`, await versionsOf(db, tables), read);
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

async function versionsOf(db: Database, tables: readonly string[]): Promise<Versions> {
  const rows = await db.select({ tableName: listVersions.tableName, version: listVersions.version }).from(listVersions).where(inArray(listVersions.tableName, [...tables]));
  const byTable = new Map(rows.map((row) => [row.tableName, Number(row.version)]));
  return Object.fromEntries(tables.map((table) => [table, byTable.get(table) ?? 0]));
}

const sameVersions = (a: Versions, b: Versions) => Object.keys(b).every((table) => a[table] === b[table]) && Object.keys(a).length === Object.keys(b).length;

/**
 * One statement (one snapshot): the rows of `rows.table` changed after version `from`, each as it
 * was at `from` (its first logged image; none for a row inserted since) and as it is now (none for
 * a row deleted since), weighed by the list's filter and the values its order reads. Undefined when
 * the log no longer reaches back to `from`, holds a change too large to list, or too many rows.
 */
async function effectOf(db: Database, rows: ListRows, from: number): Promise<Effect | undefined> {
  const name = getTableName(rows.table);
  const table = rows.table;
  const place = sql`jsonb_build_array(${sql.join(rows.order, sql`, `)})`;
  const [answer] = await rowsOf<{ version: number; whole: boolean; changes: number; delta: number; movedIds: string[] }>(
    db.execute(sql`
      with list_log as (
        select coalesce(max(version), 0) as version, coalesce(max(logged_since), 0) as logged_since
        from list_versions where table_name = ${name}
      ), logged as (
        select c.row_id, c.old_row, c.version, c.seq
        from list_changes c, list_log
        where c.table_name = ${name} and c.version > ${from} and c.version <= list_log.version
        limit ${MAX_CHANGES + 1}
      ), changed_rows as (
        select distinct on (row_id) row_id, old_row from logged order by row_id, version, seq
      ), rows_before as (
        select changed_rows.row_id, coalesce(${rows.where}, false) as member, ${place} as place
        from changed_rows cross join lateral jsonb_populate_record(null::${table}, changed_rows.old_row) as ${table}
        where changed_rows.old_row is not null
      ), rows_after as (
        select ${table.id} as row_id, coalesce(${rows.where}, false) as member, ${place} as place
        from ${table} where ${table.id} in (select row_id from changed_rows where row_id is not null)
      )
      select list_log.version::float8 as "version",
        list_log.logged_since <= ${from} and not exists (select 1 from changed_rows where row_id is null) as "whole",
        (select count(*) from logged)::int as "changes",
        ((select count(*) from rows_after where member) - (select count(*) from rows_before where member))::int as "delta",
        array(
          select changed_rows.row_id::text from changed_rows left join rows_before using (row_id) left join rows_after using (row_id)
          where changed_rows.row_id is not null
            and (coalesce(rows_before.member, false) <> coalesce(rows_after.member, false)
              or (rows_before.member and rows_after.member and rows_before.place <> rows_after.place))
          limit ${MAX_MOVED + 1}
        ) as "movedIds"
      from list_log`),
  );
  if (!answer || !answer.whole || answer.changes > MAX_CHANGES) return undefined;
  const moved = answer.movedIds.length > 0;
  return { version: Number(answer.version), delta: answer.delta, moved, movedIds: answer.movedIds.length > MAX_MOVED ? undefined : answer.movedIds };
}

const ID_BYTES = 16;

/** Uuids as 16 bytes each: a chunk of 200 takes 3.2 kB instead of ~18. */
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
