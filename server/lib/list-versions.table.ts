import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many times each table the admin lists read has changed. A statement-level trigger on the
 * table (migrations 0013 and 0029) bumps its row in the writing transaction, so a reader sees a new
 * version exactly when it can see the change: what `list-cache.ts` keys its entries on.
 */
export const listVersions = pgTable('list_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Every change after this version is in `list_changes` (older ones are dropped as the log moves on). */
  loggedSince: bigint('logged_since', { mode: 'number' }).notNull().default(0),
});

/**
 * What each version changed: one row per changed row, with the row as it was before (null for an
 * insert), written by the same trigger in the same transaction. A list whose totals and ids were read
 * at an older version tells from these, and the rows as they are now, whether the change concerns it
 * and by how much its total moves, instead of counting again (`list-cache.ts`). A statement that
 * changed too many rows at once, or a TRUNCATE, leaves one row with no id: readers count again.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    tableName: text('table_name').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    rowId: uuid('row_id'),
    oldRow: jsonb('old_row'),
  },
  (table) => [index('list_changes_table_version_idx').on(table.tableName, table.version)],
);
