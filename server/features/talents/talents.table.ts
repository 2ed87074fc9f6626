import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants } from '../applicants/applicants.public.js';
import { users } from '../auth/auth.public.js';

/**
 * Which account a placed talent signs in with. A talent is a hired applicant (the row placements
 * point at); the account is made, or an existing one with the same e-mail linked, when the talent
 * is first placed. One account may stand for several applications of the same person.
 */
export const talentAccounts = pgTable(
  'talent_accounts',
  {
    applicantId: uuid('applicant_id')
      .primaryKey()
      .references(() => applicants.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talent_accounts_user_idx').on(table.userId)],
);

/**
 * A single-use link to set the password of a talent's new account, valid 7 days. Only the token's
 * sha256 is kept; a newer invitation replaces an unused older one.
 */
export const talentInvitations = pgTable(
  'talent_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('talent_invitations_token_unique').on(table.tokenHash),
    uniqueIndex('talent_invitations_open_unique').on(table.userId).where(sql`${table.usedAt} is null`),
  ],
);

export type TalentAccountRow = typeof talentAccounts.$inferSelect;
export type TalentInvitationRow = typeof talentInvitations.$inferSelect;
