import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { placements } from '../placements/placements.table.js';

/**
 * One talent's week on one placement: hours per day (Monday to Sunday, in quarter hours), a note,
 * and where the week stands. The week runs Monday 00:00 to Sunday 24:00 in the placement's time
 * zone (the customer's). A row exists once the talent has submitted the week.
 *
 * The customer and talent are copied from the placement so the admin list filters and sorts a
 * million weeks on this table's own indexes. One decision per week holds under parallel requests
 * because every decision is `UPDATE … WHERE status = <the status it decides on>`.
 */
export const timesheets = pgTable(
  'timesheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'restrict' }),
    /** The placement's customer (the subscription's owner). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The placed talent (the hired applicant). */
    talentId: uuid('talent_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'restrict' }),
    /** The week's Monday, in the placement's time zone. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    /** Seven days, Monday first, each 0..96 quarter hours (0 to 24 hours). */
    quarterHours: smallint('quarter_hours').array().notNull(),
    /** The week's total in quarter hours, kept by the database. */
    totalQuarterHours: smallint('total_quarter_hours')
      .notNull()
      .generatedAlwaysAs(
        sql`quarter_hours[1] + quarter_hours[2] + quarter_hours[3] + quarter_hours[4] + quarter_hours[5] + quarter_hours[6] + quarter_hours[7]`,
      ),
    note: text('note').notNull().default(''),
    /** submitted, approved, disputed, auto_approved. */
    status: text('status').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** When an unanswered week is approved by itself: 3 days after the week ends, in its time zone. */
    approveBy: timestamp('approve_by', { withTimezone: true }).notNull(),
    /** The last approval or dispute: when, by whom (the customer, an admin, or null for the automatic one). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's reason for the last dispute. */
    disputeReason: text('dispute_reason'),
    /** An admin's reason when they settled a dispute. */
    settlementReason: text('settlement_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheets_placement_week_unique').on(table.placementId, table.weekStart),
    index('timesheets_week_idx').on(table.weekStart, table.id),
    index('timesheets_status_week_idx').on(table.status, table.weekStart, table.id),
    index('timesheets_customer_week_idx').on(table.customerId, table.weekStart),
    index('timesheets_talent_week_idx').on(table.talentId, table.weekStart),
    // The admin list's hours orders (most or fewest hours first, then by week).
    index('timesheets_hours_idx').on(table.totalQuarterHours, table.weekStart, table.id),
    // The extra-hours billing's sweep: weeks approved or settled lately.
    index('timesheets_decided_idx').on(table.decidedAt).where(sql`${table.status} in ('approved', 'auto_approved')`),
    index('timesheets_due_idx').on(table.approveBy).where(sql`${table.status} = 'submitted'`),
    check('timesheets_status_known', sql`${table.status} in ('submitted', 'approved', 'disputed', 'auto_approved')`),
    check(
      'timesheets_quarter_hours_week',
      sql`cardinality(${table.quarterHours}) = 7 and 0 <= all(${table.quarterHours}) and 96 >= all(${table.quarterHours})`,
    ),
    check('timesheets_week_starts_monday', sql`extract(isodow from ${table.weekStart}) = 1`),
    check('timesheets_dispute_has_reason', sql`${table.status} <> 'disputed' or ${table.disputeReason} is not null`),
  ],
);

/**
 * Reminders sent: one per kind, person and week, so a scheduled run that comes twice (or on two
 * instances) mails once. `kind` is talent_submit (Friday afternoon) or customer_review (Monday morning).
 */
export const timesheetReminders = pgTable(
  'timesheet_reminders',
  {
    kind: text('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('timesheet_reminders_once').on(table.kind, table.userId, table.weekStart),
    check('timesheet_reminders_kind_known', sql`${table.kind} in ('talent_submit', 'customer_review')`),
  ],
);

export type TimesheetRow = typeof timesheets.$inferSelect;
