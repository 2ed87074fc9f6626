import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Kept as typed; uniqueness and look-ups go through lower(email). */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /**
     * A talent's account (the third kind, beside customers and admins): made or linked when the
     * talent is first placed (features/talents). It reaches its own work and account pages only.
     */
    isTalent: boolean('is_talent').notNull().default(false),
    /** Bumped when the password changes, so tokens issued before stop working. */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * Part of the keys the account's failed logins are counted under (see login-lockout.ts): bumped
     * by an unlock link or a new password, which thereby resets every count of the account at once.
     */
    loginEpoch: integer('login_epoch').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    check('users_one_kind', sql`not (${table.isAdmin} and ${table.isTalent})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
