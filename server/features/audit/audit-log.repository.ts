import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { auditLog, type AuditLogRow } from './audit-log.table.js';

/** What a caller may set: the chain's columns and the time are the database's (migration 0015). */
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'sequence' | 'previousHash' | 'hash' | 'occurredAt'>;

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

/**
 * A row for many records at once (a batch of the automatic approval) that lists this one in
 * `detail.records`: a record's history shows it beside the rows about that record alone.
 */
const listsRecord = (id: string) => sql`(${auditLog.detail} -> 'records') @> ${JSON.stringify([{ id }])}::jsonb`;

function whereOf(filter: AuditLogFilter): SQL | undefined {
  return and(
    filter.actor ? like(sql`lower(${auditLog.actorEmail})`, `%${escapeLike(filter.actor.toLowerCase())}%`) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.targetId ? or(eq(auditLog.targetId, filter.targetId), listsRecord(filter.targetId)) : undefined,
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

/** A row as the chain hashes it: every column as text, as Postgres prints it. */
export interface ChainRow {
  sequence: number;
  id: string;
  /** UTC, to the microsecond (a JavaScript Date would drop the last three digits). */
  occurredAt: string;
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  /** The jsonb as Postgres prints it. */
  detail: string;
  ip: string | null;
  userAgent: string | null;
  previousHash: string;
  hash: string;
}

/**
 * The next `limit` rows of the chain after sequence `after`, in order, read along the unique
 * sequence index (the column is named in full: the bare name would sort by the float8 alias, every
 * row after `after` each page).
 */
export async function readChainPage(db: Executor, after: number, limit: number): Promise<ChainRow[]> {
  const result = (await db.execute(sql`
    select "sequence"::float8 as "sequence", "id"::text as "id",
      to_char("occurred_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "occurredAt",
      "actor_id"::text as "actorId", "actor_email" as "actorEmail", "action", "target_type" as "targetType",
      "target_id" as "targetId", "detail"::text as "detail", "ip", "user_agent" as "userAgent",
      "previous_hash" as "previousHash", "hash"
    from "audit_log" where "audit_log"."sequence" > ${after} order by "audit_log"."sequence" limit ${limit}`)) as unknown as { rows: ChainRow[] };
  return result.rows;
}
