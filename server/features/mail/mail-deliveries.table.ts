import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail the site owes someone, from the moment the rows it announces commit: `pending` until
 * the mail server takes it, then `sent`; `failed` once the last retry has failed, until an admin
 * sends it again.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The plain text, for mail queued before mails were templates (new mail renders from `template`). */
    text: text('text'),
    /** The mail template's name and its props: the worker renders HTML and text from them when it sends. */
    template: text('template'),
    props: jsonb('props').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [index('mail_deliveries_status_created_at_idx').on(table.status, table.createdAt)],
);
