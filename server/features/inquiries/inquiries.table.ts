import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

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
    /** What the admin search matches: name, e-mail, phone and company, lowercased, kept by Postgres. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${inquiries.firstName} || ' ' || ${inquiries.lastName} || ' ' || ${inquiries.email} || ' ' || ${inquiries.phone} || ' ' || ${inquiries.company})`,
    ),
  },
  (table) => [
    // One index per dashboard sort (descending sorts scan them backwards); the status ones also
    // serve the read/unread filter and the overview's unread count.
    index('inquiries_posting_date_idx').on(table.postingDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('inquiries_name_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    // The unread (or read) ones by name: read off the index, not filtered out of every inquiry (decision 0232).
    index('inquiries_read_name_idx').on(table.isRead, sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    index('inquiries_company_idx').on(sql`lower(${table.company})`, table.id),
    index('inquiries_unread_first_idx').on(table.isRead, table.postingDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('inquiries_read_first_idx').on(table.isRead.desc().nullsFirst(), table.postingDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('inquiries_kind_posting_date_idx').on(table.kind, table.postingDate.desc().nullsFirst(), table.id.desc().nullsFirst()),
    // inquiries_search_trgm_idx (pg_trgm, when the server has it) is created in migrations/0005 by hand.
    check('inquiries_kind_check', sql`${table.kind} in ('booking', 'quote')`),
    check('inquiries_no_of_staff_check', sql`${table.noOfStaff} is null or ${table.noOfStaff} >= 1`),
  ],
);

export type InquiryRow = typeof inquiries.$inferSelect;
