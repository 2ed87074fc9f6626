import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

/**
 * Links mailed to an account's owner when its password is being guessed: opening one resets the
 * account's failed-login counts. Only the token's SHA-256 is stored, as for reset tokens.
 */
export const loginUnlockTokens = pgTable(
  'login_unlock_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_unlock_tokens_user_idx').on(table.userId)],
);
