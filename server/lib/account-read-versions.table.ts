import { bigint, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * How many times what an account's own pages read (/team, My work, /subscription, /payments) has
 * changed. Statement triggers on the tables those pages read (added by hand in migrations 0030 and
 * 0032) bump the row of every account that sees a written row as the writing transaction commits: what
 * `account-reads-cache.ts` keys its answers on. No row yet reads as version 0.
 */
export const accountReadVersions = pgTable('account_read_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
