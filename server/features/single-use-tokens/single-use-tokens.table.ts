import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every single-use link the site mails, one row each: only the token's sha256 is kept, with what the
 * link is for (`purpose`), what it acts on (`subjectId`: the account to verify, reset or unlock, the
 * talent invited) and the address it was mailed to, which opening it proves. No foreign key: a subject is a row of
 * another feature's table, and a link whose subject is gone simply finds nothing. For the purposes in
 * `ONE_OPEN_LINK_PURPOSES`, a newer link for the same subject replaces an unused older one (kept,
 * marked replaced, so an hourly cap still counts it); a reset or unlock link stays open beside newer ones.
 */
export const singleUseTokens = pgTable(
  'single_use_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'email_verification', 'talent_invitation', 'password_reset' or 'login_unlock' (TokenPurpose). */
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    subjectId: uuid('subject_id').notNull(),
    /** The address the link was mailed to: opening it proves this mailbox. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set with `usedAt` when a newer link for the same purpose and subject took its place. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('single_use_tokens_hash_unique').on(table.tokenHash),
    // Spelled out as in ONE_OPEN_LINK_PURPOSES (single-use-tokens.ts): at most one open link per subject for those.
    uniqueIndex('single_use_tokens_open_unique')
      .on(table.purpose, table.subjectId)
      .where(sql`${table.usedAt} is null and ${table.purpose} in ('email_verification', 'talent_invitation')`),
    index('single_use_tokens_subject_idx').on(table.subjectId, table.createdAt),
  ],
);

export type SingleUseTokenRow = typeof singleUseTokens.$inferSelect;
