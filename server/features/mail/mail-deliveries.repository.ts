import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { mailDeliveries } from './mail-deliveries.table.js';
import type { TemplatedMail } from './mail-template.js';

export type Delivery = typeof mailDeliveries.$inferSelect;

export async function insertDelivery(db: Executor, mail: TemplatedMail): Promise<string> {
  const { to, subject, template, props } = mail;
  const [row] = await db.insert(mailDeliveries).values({ to, subject, template, props }).returning({ id: mailDeliveries.id });
  if (!row) throw new Error('mail delivery not inserted');
  return row.id;
}

export function findDelivery(db: Executor, id: string): Promise<Delivery | undefined> {
  return db
    .select()
    .from(mailDeliveries)
    .where(eq(mailDeliveries.id, id))
    .then((rows) => rows[0]);
}

export async function markSent(db: Executor, id: string): Promise<void> {
  await db.update(mailDeliveries).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(mailDeliveries.id, id));
}

/** Counts a failed try; after the last one the mail is `failed` until an admin sends it again. */
export async function recordFailedTry(db: Executor, id: string, error: string, isLastTry: boolean): Promise<void> {
  const row = await findDelivery(db, id);
  if (!row) return;
  await db
    .update(mailDeliveries)
    .set({
      attempts: row.attempts + 1,
      lastError: error,
      ...(isLastTry ? { status: 'failed' as const, failedAt: new Date() } : {}),
    })
    .where(eq(mailDeliveries.id, id));
}

/** Puts a failed mail back to pending; false when it is not failed (sent, pending, or unknown). */
export async function reopenFailed(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(mailDeliveries)
    .set({ status: 'pending', failedAt: null })
    .where(and(eq(mailDeliveries.id, id), eq(mailDeliveries.status, 'failed')))
    .returning({ id: mailDeliveries.id });
  return rows.length === 1;
}

export const UNDELIVERED_LIST_SIZE = 50;

/** The newest failed mail, without its text (it may hold a reset link). */
export function listUndelivered(db: Executor) {
  return db
    .select({
      id: mailDeliveries.id,
      to: mailDeliveries.to,
      subject: mailDeliveries.subject,
      attempts: mailDeliveries.attempts,
      lastError: mailDeliveries.lastError,
      createdAt: mailDeliveries.createdAt,
      failedAt: mailDeliveries.failedAt,
    })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.status, 'failed'))
    .orderBy(desc(mailDeliveries.failedAt), desc(mailDeliveries.id))
    .limit(UNDELIVERED_LIST_SIZE);
}

export function countUndelivered(db: Executor): Promise<number> {
  return db
    .select({ n: count() })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.status, 'failed'))
    .then((rows) => rows[0]?.n ?? 0);
}

/** Sent mail is kept a while for support questions, then deleted with its text. */
export async function deleteSentBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(mailDeliveries)
    .where(and(eq(mailDeliveries.status, 'sent'), lt(mailDeliveries.sentAt, before)))
    .returning({ id: mailDeliveries.id });
  return rows.length;
}
