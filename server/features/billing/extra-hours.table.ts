import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/users.table.js';
import { subscriptions } from './billing.table.js';
import { timesheets } from '../timesheets/timesheets.table.js';

/**
 * What a week's extra hours (weekday hours over the contracted ones, and weekend hours, as payroll
 * splits them) were billed for. Revision 0 is the week's item; a week settled after it was billed
 * gets a correcting revision for the difference (a credit or a charge), never a second full item.
 * One row per (week, revision) is what makes a week billed once under parallel approvals; the
 * Stripe invoice item is made with an idempotency key of the same two.
 */
export const extraHourCharges = pgTable(
  'extra_hour_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    timesheetId: uuid('timesheet_id')
      .notNull()
      .references(() => timesheets.id, { onDelete: 'restrict' }),
    revision: smallint('revision').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** The quarter hours this row bills: the week's extra ones for revision 0, the change since for a correction (negative for a credit). */
    quarterHours: integer('quarter_hours').notNull(),
    /** The week's billable extra quarter hours once this row is counted (what the rows up to it add up to). */
    billedQuarterHours: integer('billed_quarter_hours').notNull(),
    /** Price of one extra hour in the smallest currency unit, as the catalogue gave it when billed. */
    hourlyRate: integer('hourly_rate').notNull(),
    /** quarterHours × hourlyRate / 4, rounded to the unit: what the invoice line says. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    /** waiting (made here, not yet at Stripe), itemized (on the subscription's next invoice), invoiced (on an invoice), failed. */
    status: text('status').notNull(),
    stripeInvoiceItemId: text('stripe_invoice_item_id').unique(),
    /** The invoice that holds the item: the renewal, or a one-off invoice when the subscription has no next one. */
    stripeInvoiceId: text('stripe_invoice_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('extra_hour_charges_week_revision_unique').on(table.timesheetId, table.revision),
    index('extra_hour_charges_customer_idx').on(table.customerId, table.status),
    index('extra_hour_charges_subscription_idx').on(table.subscriptionId, table.status),
    index('extra_hour_charges_invoice_idx').on(table.stripeInvoiceId),
    check('extra_hour_charges_status_known', sql`${table.status} in ('waiting', 'itemized', 'invoiced', 'failed')`),
    check('extra_hour_charges_revision_positive', sql`${table.revision} >= 0`),
  ],
);

export type ExtraHourChargeRow = typeof extraHourCharges.$inferSelect;
