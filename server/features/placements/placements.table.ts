import { sql } from 'drizzle-orm';
import { check, date, index, primaryKey, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applicants } from '../applicants/applicants.table.js';
import { users } from '../auth/users.table.js';
import { subscriptions } from '../billing/billing.table.js';

/**
 * One hired applicant (the talent) filling one seat of a subscription, from a start date until it
 * ends. Active means `ended_at` is null. The database holds the two rules that must survive
 * parallel requests: one active placement per seat and per talent (partial unique indexes), and a
 * seat number within the subscription's quantity (trigger `placements_seat_within_quantity`,
 * migration 0017), which the service also checks under the subscription's row lock.
 */
export const placements = pgTable(
  'placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** 1..quantity of the subscription. */
    seat: smallint('seat').notNull(),
    talentId: uuid('talent_id')
      .notNull()
      .references(() => applicants.id, { onDelete: 'restrict' }),
    /** The talent's first working day, in the placement's time zone. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** IANA zone of the customer's working hours (40 h, Monday to Friday, 9:00 to 17:00). */
    timeZone: text('time_zone').notNull(),
    /** When the seat became open (paid, or the previous placement's end): days to fill count from here. */
    seatOpenSince: timestamp('seat_open_since', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The last day the talent works on the placement, in its time zone (set with `ended_at`,
     * `lastDayBefore` in contract/placement-dates.ts): the one end date the history, the mails, the
     * CSV and the timesheets' day rule (migration 0023's trigger) all read.
     */
    endDate: date('end_date', { mode: 'string' }),
    /** ended, replaced, subscription_ended. */
    endKind: text('end_kind'),
    endReason: text('end_reason'),
    /** The admin who assigned the talent. */
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('placements_active_seat_unique').on(table.subscriptionId, table.seat).where(sql`${table.endedAt} is null`),
    uniqueIndex('placements_active_talent_unique').on(table.talentId).where(sql`${table.endedAt} is null`),
    index('placements_subscription_idx').on(table.subscriptionId, table.endedAt),
    check('placements_seat_positive', sql`${table.seat} >= 1`),
    check('placements_end_consistent', sql`(${table.endedAt} is null) = (${table.endKind} is null)`),
    check('placements_end_date_set', sql`(${table.endedAt} is null) = (${table.endDate} is null)`),
    check('placements_end_date_after_start', sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate} - 1`),
    check('placements_end_kind_known', sql`${table.endKind} is null or ${table.endKind} in ('ended', 'replaced', 'subscription_ended')`),
  ],
);

/** A customer's request to replace a placed talent; pending until the placement ends. */
export const replacementRequests = pgTable(
  'replacement_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the placement ends (a replacement assigned, or ended otherwise). */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('replacement_requests_pending_unique').on(table.placementId).where(sql`${table.resolvedAt} is null`),
  ],
);

/**
 * A placement paused because its subscription's payment is overdue past the grace period: the
 * talent cannot log hours on `first_day` or after, until the invoice is paid (`last_day` is then the
 * day before the payment, in the placement's time zone). The timesheets' day rule (migration 0024's
 * trigger) refuses hours on any paused day.
 */
export const placementPauses = pgTable(
  'placement_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    /** Null while paused. */
    lastDay: date('last_day', { mode: 'string' }),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
    resumedAt: timestamp('resumed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('placement_pauses_open_unique').on(table.placementId).where(sql`${table.lastDay} is null`),
    check('placement_pauses_days_in_order', sql`${table.lastDay} is null or ${table.lastDay} >= ${table.firstDay} - 1`),
    check('placement_pauses_resume_consistent', sql`(${table.lastDay} is null) = (${table.resumedAt} is null)`),
  ],
);

/**
 * The end of a subscription its team has been told about (customer, each talent, the company inbox),
 * so each known end is announced once; a changed end (cancelled again for another date) is announced again.
 */
export const subscriptionEndNotices = pgTable(
  'subscription_end_notices',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriptionId, table.endsAt] })],
);

export type PlacementRow = typeof placements.$inferSelect;
export type ReplacementRequestRow = typeof replacementRequests.$inferSelect;
