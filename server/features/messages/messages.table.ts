import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    website: text('website').notNull().default(''),
    message: text('message').notNull(),
    isWillingToReceiveUpdates: boolean('is_willing_to_receive_updates').notNull().default(false),
    comment: text('comment').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the admin search matches: name, e-mail, phone and website, lowercased, kept by Postgres. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${contactMessages.fullName} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.phone} || ' ' || ${contactMessages.website})`,
    ),
  },
  (table) => [
    // One index per dashboard sort (descending sorts scan them backwards); the status ones also
    // serve the read/unread filter and the overview's unread count.
    index('contact_messages_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('contact_messages_name_idx').on(sql`lower(${table.fullName})`, table.id),
    index('contact_messages_unread_first_idx').on(table.isRead, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('contact_messages_read_first_idx').on(
      table.isRead.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // contact_messages_search_trgm_idx (pg_trgm, when the server has it) is created in migrations/0005 by hand.
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
