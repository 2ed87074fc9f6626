import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded documents (resumes, contracts); never served publicly. The bytes live in the file
 * storage (file-storage.ts) under `storageKey`; the row keeps what describes them.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The name the uploader's file had, for downloads; never used as a path. */
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  /** Where the bytes are in the file storage; null only on a row not yet moved out of `data`. */
  storageKey: text('storage_key').unique(),
  /**
   * The bytes of a file stored before the file storage existed, until the move (move-files.ts)
   * puts them there and clears this. Nothing new is written here; a later migration drops it
   * (docs/decisions.md, "Files out of Postgres").
   */
  data: bytea('data'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
