import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from '../billing/billing.table.js';

/**
 * Each subscription as the Staffing list filters and sorts it, kept by the database: statement
 * triggers on subscriptions, placements and replacement requests (migrations 0029 and 0032,
 * `refresh_staffing_rows`) write the rows of the subscriptions a transaction touched, as it
 * commits (decision 0243). Working the seats out of every placement took ~80–200 ms a request at 10,000
 * subscriptions; kept here, the list is one table, which the list cache follows row by row
 * (decision 0203). Never written by the app.
 */
export const staffingRows = pgTable(
  'staffing_rows',
  {
    /** The subscription's id. */
    id: uuid('id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    status: text('status').notNull(),
    plan: text('plan').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** When the subscription was first paid (its start, else when Stripe made it). */
    paidSince: timestamp('paid_since', { withTimezone: true }).notNull(),
    /** Seats with an active placement. */
    filled: integer('filled').notNull(),
    /** Pending replacement requests of active placements. */
    requests: integer('requests').notNull(),
    /**
     * When the longest-open seat opened (a seat never filled opened when the subscription was first
     * paid, another when its last placement ended); null when every seat is filled.
     */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
  },
  (table) => [index('staffing_rows_status_idx').on(table.status)],
);
