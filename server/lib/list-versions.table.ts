import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * How many times each table the admin lists read has changed. A statement-level trigger on the
 * table (migrations 0029 and 0032) asks for its row to be bumped when the writing transaction
 * commits (`version-bumps-due.table.ts`), so a reader sees a new version exactly when it can see the
 * change: what `list-cache.ts` keys its entries on. One transaction is one version.
 */
export const listVersions = pgTable('list_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** Every change after this version is in `list_changes` (older ones are dropped as the log moves on). */
  loggedSince: bigint('logged_since', { mode: 'number' }).notNull().default(0),
});

/**
 * What each version changed: one row per changed row, with the row as it was before (null for an
 * insert), written by the same trigger in the same transaction, under no version until it commits. A list whose totals and ids were read
 * at an older version tells from these, and the rows as they are now, whether the change concerns it
 * and by how much its total moves, instead of counting again (`list-cache.ts`). A statement that
 * changed too many rows at once, or a TRUNCATE, leaves one row with no id: readers count again.
 */
export const listChanges = pgTable(
  'list_changes',
  {
    tableName: text('table_name').notNull(),
    /** Null while the writing transaction is open: it is given its version as it commits. */
    version: bigint('version', { mode: 'number' }),
    rowId: uuid('row_id'),
    oldRow: jsonb('old_row'),
    /** The order rows were logged in: a row changed twice in one transaction (one version) was first as its first image. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (table) => [index('list_changes_table_version_idx').on(table.tableName, table.version)],
);
