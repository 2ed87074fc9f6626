import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

/**
 * An account's passkeys (WebAuthn credentials), each a second factor of its own beside the
 * authenticator app. Only the public key is kept; `signCount` is the authenticator's counter,
 * which a cloned key would fail to advance (most synced passkeys always report 0).
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential id, base64url, as the browser names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator (usb, nfc, internal, hybrid…), for the next login's hints. */
    transports: text('transports').array().notNull().default([]),
    /** What the owner calls it ("Work laptop"), shown on the account security page. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('user_passkeys_user_idx').on(table.userId)],
);
