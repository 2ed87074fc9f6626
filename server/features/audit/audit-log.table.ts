import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per admin action that changed or revealed something: who (the admin's id and e-mail at
 * the time, no foreign key, so the record outlives the account), what (a stable action code), to
 * what (target kind and id), a small detail, when and from where. Append-only: the migration adds
 * a trigger that refuses UPDATE and DELETE (and TRUNCATE) on it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [
    // Newest-first paging (read backwards: ORDER BY occurred_at DESC, id DESC), over all rows or
    // within one action; a target's history by its id.
    index('audit_log_occurred_at_id_idx').on(table.occurredAt, table.id),
    index('audit_log_action_occurred_at_id_idx').on(table.action, table.occurredAt, table.id),
    index('audit_log_target_id_idx').on(table.targetId),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
