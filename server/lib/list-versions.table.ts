import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many times each table the admin lists read has changed. A statement-level trigger on the
 * table (added by hand in migrations/0013) bumps its row in the writing transaction, so a reader
 * sees a new version exactly when it can see the change: what `list-cache.ts` keys its entries on.
 */
export const listVersions = pgTable('list_versions', {
  tableName: text('table_name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
