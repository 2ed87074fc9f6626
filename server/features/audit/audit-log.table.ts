import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per admin action that changed or revealed something: who (the admin's id and e-mail at
 * the time, no foreign key, so the record outlives the account), what (a stable action code), to
 * what (target kind and id), a small detail, when and from where. Append-only: the migration adds
 * a trigger that refuses UPDATE and DELETE (and TRUNCATE) on it.
 *
 * Tamper-evident: a BEFORE INSERT trigger (migration 0015) takes a lock, then sets `sequence` (the
 * last one + 1), `occurred_at` (the clock, so a row cannot be back-dated), `previous_hash` (the last
 * row's hash) and `hash` (sha256 of the row's canonical encoding, audit-chain.ts), whatever the
 * insert sent. The defaults below only satisfy the insert's type; the trigger replaces them.
 *
 * An action done to many records at once by the system (the automatic approval of a batch of weeks)
 * is one row whose `detail.records` lists each record with its id and facts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequence: bigint('sequence', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
    previousHash: text('previous_hash')
      .notNull()
      .$defaultFn(() => ''),
    hash: text('hash')
      .notNull()
      .$defaultFn(() => ''),
  },
  (table) => [
    // Newest-first paging (read backwards: ORDER BY occurred_at DESC, id DESC), over all rows or
    // within one action; a target's history by its id.
    index('audit_log_occurred_at_id_idx').on(table.occurredAt, table.id),
    index('audit_log_action_occurred_at_id_idx').on(table.action, table.occurredAt, table.id),
    index('audit_log_target_id_idx').on(table.targetId),
    // A row for many records at once (target_id null) lists them in detail.records, each with its id:
    // a record's history finds it by any of them (`detail -> 'records' @> [{"id": …}]`).
    index('audit_log_records_idx').using('gin', sql`(${table.detail} -> 'records') jsonb_path_ops`),
    // One row per place in the chain: two writers that both read the same last row cannot both commit.
    uniqueIndex('audit_log_sequence_idx').on(table.sequence),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
