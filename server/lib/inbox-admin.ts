import type { Readable } from 'node:stream';
import type { AuditAction, AuditTargetType } from '../../contract/audit-log.js';
import type { Database, Executor } from '../db/database.js';
import { csvStream, inBatches, type CsvColumn } from './csv-export.js';
import type { AppError } from './errors.js';
import { isUuid } from './ids.js';
import type { InboxChange, InboxFilter, InboxRepository } from './inbox-repository.js';
import { inOrderOf, listCacheOf } from './list-cache.js';
import { withSearchPlan } from './search-plan.js';
import { isPaged, pageOf } from './paging.js';

/** What the list and export routes take: a search and filters, a sort, and paging when asked for. */
export type InboxQuery<Sort> = { q?: string | undefined; sort?: Sort | undefined; page?: number | undefined; pageSize?: number | undefined };

/** What an inbox's admin actions write to the audit log: the action, the item (none for an export) and a small detail. */
export interface InboxAuditEntry {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | null };
  detail?: Record<string, unknown>;
}

export interface InboxAdminParts<Row, Item, Query extends InboxQuery<Sort>, Filter extends InboxFilter, Sort, Entry extends InboxAuditEntry> {
  repository: InboxRepository<Row, Filter, Sort>;
  filterOf(query: Partial<Query>): Filter;
  defaultSort: Sort;
  /** The row in the contract's shape. */
  toItem(row: Row): Item;
  csvColumns: readonly CsvColumn<Row>[];
  notFound(): AppError;
  audit: {
    /** Writes one audit row (the audit feature's `recordAdminAction`, handed down by the feature). */
    record(executor: Executor, entry: Entry): Promise<void>;
    /** The items' target type, and each action's code. */
    target: AuditTargetType;
    exported: AuditAction;
    markedRead: AuditAction;
    commented: AuditAction;
  };
}

const DEFAULT_PAGE_SIZE = 10;

/**
 * The admin side of an inbox (inquiries, contact messages): the list, its CSV export, marking an
 * item read and commenting on it, each audited. Each feature names its answers' keys around these.
 */
export function inboxAdmin<Row extends { id: string }, Item, Query extends InboxQuery<Sort>, Filter extends InboxFilter, Sort, Entry extends InboxAuditEntry>(
  parts: InboxAdminParts<Row, Item, Query, Filter, Sort, Entry>,
) {
  const { repository, filterOf, toItem, audit } = parts;
  /** Who acts and from where (the audit feature's AuditContext): what the entry holds besides the action. */
  type Actor = Omit<Entry, keyof InboxAuditEntry>;
  const record = (executor: Executor, actor: Actor, action: AuditAction, id: string | null, detail?: Record<string, unknown>) =>
    audit.record(executor, { ...actor, action, target: { type: audit.target, id }, ...(detail ? { detail } : {}) } as Entry);
  const sortOf = (query: Partial<Query>) => query.sort ?? parts.defaultSort;

  /**
   * Marks an item read or replaces its comment (the contract has already required text).
   * Idempotent: an item already read stays read and is answered as it is. `recordChange` (the
   * audit row) runs in the change's transaction, so both commit or neither.
   */
  async function change(db: Database, id: string, update: InboxChange, recordChange: (tx: Executor, row: Row) => Promise<void>): Promise<Item> {
    if (!isUuid(id)) throw parts.notFound();
    const row = await db.transaction(async (tx) => {
      const updated = await repository.update(tx, id, update);
      if (!updated) throw parts.notFound();
      await recordChange(tx, updated);
      return updated;
    });
    return toItem(row);
  }

  return {
    /** Every match in the contract's shape, or one page with `total` when paging is asked for. */
    async list(db: Database, query: Partial<Query>): Promise<{ items: Item[]; total?: number }> {
      const filter = filterOf(query);
      const sort = sortOf(query);
      if (!isPaged(query)) {
        return { items: (await repository.list(db, filter, { sort })).map(toItem) };
      }
      const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
      const searching = Boolean(filter.q);
      const page = await listCacheOf(db).page(
        db,
        {
          tables: [repository.tableName],
          filterKey: JSON.stringify(filter),
          sortKey: String(sort),
          count: () => withSearchPlan(db, searching, (executor) => repository.count(executor, filter)),
          ids: (limit, offset) => withSearchPlan(db, searching, (executor) => repository.listIds(executor, filter, sort, { limit, offset })),
          idsAmong: (ids) => repository.listIdsAmong(db, filter, sort, ids),
          rows: repository.listRows(filter, sort),
        },
        offset,
        limit,
      );
      const rows = page.ids.length === 0 ? [] : inOrderOf(page.ids, await repository.findByIds(db, page.ids));
      return { items: rows.map(toItem), total: page.total };
    },

    /**
     * The current filter as CSV, read from the database in batches while it is sent. The export
     * and its row count are audited (`exported`) once the matches are known, before any byte is
     * sent; no `actor` (a HEAD: nothing is sent) records nothing.
     */
    async exportCsv(db: Database, query: Partial<Query>, actor: Actor | undefined): Promise<Readable> {
      const ids = await repository.listIds(db, filterOf(query), sortOf(query));
      if (actor) await record(db, actor, audit.exported, null, { filter: query, rows: ids.length });
      return csvStream(parts.csvColumns, inBatches(ids, (batch) => repository.findByIds(db, batch)));
    },

    /** Marks an item read (`markedRead`). */
    markRead: (db: Database, id: string, actor: Actor) => change(db, id, { isRead: true }, (tx, row) => record(tx, actor, audit.markedRead, row.id)),

    /** Replaces an item's comment (`commented`, with the comment's length). */
    comment: (db: Database, id: string, comment: string, actor: Actor) =>
      change(db, id, { comment }, (tx, row) => record(tx, actor, audit.commented, row.id, { commentLength: comment.length })),
  };
}
