import { and, asc, count, desc, eq, getTableName, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReadState } from '../../contract/inbox.js';
import type { Executor } from '../db/database.js';
import { rowsByIds } from '../db/rows-by-ids.js';
import { escapeLike } from './like.js';
import type { ListRows } from './list-cache.js';

/** What the inquiries and contact messages tables share: an id, a read flag, the admin's comment and a search column. */
export type InboxTable = PgTable & { id: PgColumn; isRead: PgColumn; comment: PgColumn; searchText: PgColumn };

export interface InboxFilter {
  q?: string | undefined;
  status?: ReadState | undefined;
}

/** An order: each value and its direction, ending on the id so pages never overlap. */
export type InboxOrdering = readonly (readonly [SQL | PgColumn, 'asc' | 'desc'])[];

/** What an admin changes on an item: marks it read, or replaces the comment. */
export interface InboxChange {
  isRead?: true;
  comment?: string;
}

export interface InboxRepository<Row, Filter, Sort> {
  /** The table's name in Postgres (what `list_versions` counts its changes under). */
  tableName: string;
  list(db: Executor, filter: Filter, options: { sort: Sort; limit?: number; offset?: number }): Promise<Row[]>;
  count(db: Executor, filter: Filter): Promise<number>;
  /** The ids of the matches in order (every one, for exports that read the records in batches, or a slice). */
  listIds(db: Executor, filter: Filter, sort: Sort, slice?: { limit: number; offset: number }): Promise<string[]>;
  /** Of these items, the ids of the filter's matches, in order. */
  listIdsAmong(db: Executor, filter: Filter, sort: Sort, ids: string[]): Promise<string[]>;
  findByIds(db: Executor, ids: string[]): Promise<Row[]>;
  /** Answers the updated row, or undefined when there is none. */
  update(db: Executor, id: string, change: InboxChange): Promise<Row | undefined>;
  /** How an item bears on the list of a filter in an order (for the list cache). */
  listRows(filter: Filter, sort: Sort): ListRows;
}

/**
 * The admin queries of an inbox table. `orderings` end each sort on the id, so pages never
 * overlap; `narrow` adds a table's own filters (an inquiry's kind) to the read state and search.
 */
export function inboxRepository<Table extends InboxTable, Filter extends InboxFilter, Sort extends string>(
  table: Table,
  orderings: Record<Sort, InboxOrdering>,
  narrow: (filter: Filter) => SQL | undefined = () => undefined,
): InboxRepository<Table['$inferSelect'], Filter, Sort> {
  const orderBy = (sort: Sort) => orderings[sort].map(([value, direction]) => (direction === 'asc' ? asc(value) : desc(value)));
  // Drizzle cannot type a query over a table that is a type parameter: `select()` of a table answers
  // its `$inferSelect` rows, which is what the casts below say.
  type Row = Table['$inferSelect'];
  const whereOf = (filter: Filter) =>
    and(
      filter.status ? eq(table.isRead, filter.status === 'read') : undefined,
      narrow(filter),
      filter.q ? like(table.searchText, `%${escapeLike(filter.q.toLowerCase())}%`) : undefined,
    );
  const from = (db: Executor) => db.select().from(table as PgTable);
  return {
    tableName: getTableName(table),
    list(db, filter, options) {
      const query = from(db).where(whereOf(filter)).orderBy(...orderBy(options.sort));
      return (options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0)) as Promise<Row[]>;
    },
    async count(db, filter) {
      const [row] = await db.select({ total: count() }).from(table as PgTable).where(whereOf(filter));
      return row?.total ?? 0;
    },
    async listIds(db, filter, sort, slice) {
      const query = db.select({ id: table.id }).from(table as PgTable).where(whereOf(filter)).orderBy(...orderBy(sort));
      const rows = await (slice ? query.limit(slice.limit).offset(slice.offset) : query);
      return rows.map((row) => String(row.id));
    },
    async listIdsAmong(db, filter, sort, ids) {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(whereOf(filter), inArray(table.id, ids)))
        .orderBy(...orderBy(sort));
      return rows.map((row) => String(row.id));
    },
    findByIds: rowsByIds<Row>(`${getTableName(table)}_by_ids`, (db, idIn) => from(db).where(idIn(table.id))),
    listRows(filter, sort) {
      return { table: table as InboxTable & { id: PgColumn }, where: whereOf(filter) ?? sql`true`, order: orderings[sort].map(([value]) => sql`${value}`) };
    },
    update(db, id, change) {
      return db
        .update(table as PgTable)
        .set(change)
        .where(eq(table.id, id))
        .returning()
        .then((rows) => rows[0] as Row | undefined);
    },
  };
}
