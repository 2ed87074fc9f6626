import type { z } from 'zod';
import { AUDIT_LOG_PAGE_SIZE, type AuditEntry, type auditLogQuerySchema } from '../../../contract/audit-log.js';
import type { Database } from '../../db/database.js';
import { countAuditRows, listAuditRows, type AuditLogFilter } from './audit-log.repository.js';
import type { AuditLogRow } from './audit-log.table.js';
import { pageOf } from '../../lib/paging.js';

type ListQuery = z.output<typeof auditLogQuerySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

/** One page of the audit log, newest first, with the total of matches. */
export async function listAuditLog(db: Database, query: Partial<ListQuery>): Promise<{ entries: AuditEntry[]; total: number }> {
  const filter: AuditLogFilter = {
    actor: query.actor?.trim() || undefined,
    action: query.action,
    targetId: query.targetId?.trim() || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    until: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
  const [rows, total] = await Promise.all([listAuditRows(db, filter, pageOf(query, AUDIT_LOG_PAGE_SIZE)), countAuditRows(db, filter)]);
  return { entries: rows.map(toAuditEntry), total };
}
