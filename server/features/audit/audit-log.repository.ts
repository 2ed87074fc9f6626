import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { auditLog, type AuditLogRow } from './audit-log.table.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAuditRow(db: Executor, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

export interface AuditLogFilter {
  /** Part of the actor's e-mail, any case. */
  actor?: string | undefined;
  action?: string | undefined;
  targetId?: string | undefined;
  /** From this instant (included) … */
  from?: Date | undefined;
  /** … to this one (excluded). */
  until?: Date | undefined;
}

function whereOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actor ? like(sql`lower(${auditLog.actorEmail})`, `%${escapeLike(filter.actor.toLowerCase())}%`) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetId ? eq(auditLog.targetId, filter.targetId) : undefined,
    filter.from ? gte(auditLog.occurredAt, filter.from) : undefined,
    filter.until ? lt(auditLog.occurredAt, filter.until) : undefined,
  );
}

export function listAuditRows(db: Executor, filter: AuditLogFilter, page: { limit: number; offset: number }): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countAuditRows(db: Executor, filter: AuditLogFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(auditLog).where(whereOf(filter));
  return row?.total ?? 0;
}
