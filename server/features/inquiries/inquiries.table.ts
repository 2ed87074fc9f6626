import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Both shapes of inquiry in one table: a `booking` (get-started form: time zone, date, time range)
 * or a `quote` (team builder form: location, staff count, message). Columns of the other shape stay null.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['booking', 'quote'] }).notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    timeZone: text('time_zone'),
    date: date('date'),
    timeFrom: text('time_from'),
    timeTo: text('time_to'),
    location: text('location'),
    noOfStaff: integer('no_of_staff'),
    message: text('message'),
    isOkayToRecieveMarketing: boolean('is_okay_to_receive_marketing').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    comment: text('comment').notNull().default(''),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('inquiries_posting_date_idx').on(table.postingDate),
    check('inquiries_kind_check', sql`${table.kind} in ('booking', 'quote')`),
    check('inquiries_no_of_staff_check', sql`${table.noOfStaff} is null or ${table.noOfStaff} >= 1`),
  ],
);
