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
     * A talent's account: made or linked only through the invitation link a placed talent is mailed
     * (features/talents), opened from their own mailbox. It reaches its own work and account pages.
     */
    isTalent: boolean('is_talent').notNull().default(false),
    /**
     * A customer's account: one signed up to buy. An account made from a talent's invitation is not
     * one; an account that is both (a customer who accepted an invitation) has both roles.
     */
    isCustomer: boolean('is_customer').notNull().default(true),
    /**
     * When the owner of the mailbox proved it (the link mailed at sign-up, a reset or invitation
     * link); null until then. An unverified account can browse and see what it has, nothing more
     * (docs/decisions.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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
