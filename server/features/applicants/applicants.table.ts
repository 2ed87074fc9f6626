import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/stored-files.table.js';
import { jobs } from '../jobs/jobs.table.js';

export const applicants = pgTable(
  'applicants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    zipCode: text('zip_code').notNull(),
    fluentLanguage: text('fluent_language').notNull(),
    numberOfStaffHandled: text('number_of_staff_handled').notNull(),
    isWillingForBackgroundCheck: boolean('is_willing_for_background_check').notNull(),
    yearsOfCustomerServiceExperience: smallint('years_of_customer_service_experience').notNull(),
    yearsOfCallCenterExperience: smallint('years_of_call_center_experience').notNull(),
    resumeFileId: uuid('resume_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Unread'),
    remarks: text('remarks').notNull().default(''),
    /**
     * The furthest status reached in the hiring order (Unread … Job Offer, Hired), and when the
     * status last became Hired: both kept by trigger `applicants_track_progress` (migration 0017)
     * on every write, for the admin home's chart and the Staffing page's talents.
     */
    furthestStatus: text('furthest_status').notNull().default('Unread'),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** The form attempt's Idempotency-Key: a retried submission finds its first answer here. */
    idempotencyKey: text('idempotency_key'),
    /** What the admin search matches: name, e-mail and phone, lowercased, kept by Postgres. */
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL => sql`lower(${applicants.firstName} || ' ' || ${applicants.lastName} || ' ' || ${applicants.email} || ' ' || ${applicants.phone})`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('applicants_idempotency_key_idx').on(table.idempotencyKey),
    index('applicants_created_at_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('applicants_job_created_at_idx').on(table.jobId, table.createdAt.desc().nullsFirst()),
    index('applicants_status_created_at_idx').on(table.status, table.createdAt.desc().nullsFirst()),
    // Experience sorts: the ascending variants scan these backwards.
    index('applicants_cs_experience_idx').on(
      table.yearsOfCustomerServiceExperience.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applicants_cc_experience_idx').on(
      table.yearsOfCallCenterExperience.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('applicants_hired_idx').on(table.hiredAt.desc().nullsFirst()).where(sql`${table.status} = 'Hired'`),
    // Name sorts, whole and within a status: names repeat, so the id is in the key too, and a page of
    // ten is read off the index instead of sorting every applicant of the first name found (decision 0232).
    index('applicants_name_id_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    index('applicants_status_name_idx').on(table.status, sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    // applicants_search_trgm_idx (pg_trgm, when the server has it) is created in migrations/0002 by hand.
  ],
);

export type ApplicantRow = typeof applicants.$inferSelect;
