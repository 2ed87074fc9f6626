import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: text('type', { enum: ['On-site', 'Hybrid', 'Remote'] }).notNull().default('On-site'),
    description: text('description').notNull(),
    location: text('location').notNull(),
    language: text('language').array().notNull().default(sql`'{}'::text[]`),
    responsibilities: text('responsibilities').array().notNull().default(sql`'{}'::text[]`),
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    training: text('training').array().notNull().default(sql`'{}'::text[]`),
    operatingHours: text('operating_hours').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    postingDate: timestamp('posting_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_active_posting_date_idx').on(table.isActive, table.postingDate.desc().nullsFirst()),
    index('jobs_posting_date_idx').on(table.postingDate.desc().nullsFirst()),
    // jobs_title_trgm_idx (pg_trgm, when the server has it) is created in migrations/0002 by hand.
  ],
);

export type JobRow = typeof jobs.$inferSelect;
