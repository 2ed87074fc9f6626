import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/stored-files.table.js';

export const franchiseApplications = pgTable(
  'franchise_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contractFileId: uuid('contract_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The form attempt's Idempotency-Key: a retried upload is stored once. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('franchise_applications_created_at_idx').on(table.createdAt),
    uniqueIndex('franchise_applications_idempotency_key_idx').on(table.idempotencyKey),
  ],
);
