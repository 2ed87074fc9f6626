import { desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.js';
import { stripeEventFailures, stripeEvents } from './billing.table.js';

/**
 * Stores the event; false when it was stored before. A concurrent redelivery waits here on the
 * primary key, then finds the row.
 */
export async function storeStripeEvent(tx: Transaction, event: { id: string; type: string }): Promise<boolean> {
  const stored = await tx.insert(stripeEvents).values(event).onConflictDoNothing().returning({ id: stripeEvents.id });
  return stored.length > 0;
}

export async function isStripeEventStored(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1);
  return rows.length > 0;
}

/** Stripe retries an event for three days at most: rows older than `before` can go. */
export async function deleteStripeEventsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db.delete(stripeEvents).where(lt(stripeEvents.receivedAt, before)).returning({ id: stripeEvents.id });
  return rows.length;
}

/** What is kept of an event whose sync failed every try (stripe_event_failures). */
export interface StripeEventFailure {
  eventId: string;
  eventType: string;
  target: unknown;
  eventCreated: number | null;
  tries: number;
  error: string | null;
}

/**
 * Keeps an event whose chain of tries ended in failure, listed on the admin home. A later failed
 * chain (after "Try again") replaces what is kept and lists it again, even if it was dismissed.
 */
export async function upsertStripeEventFailure(db: Executor, failure: StripeEventFailure): Promise<void> {
  const { eventId, ...rest } = failure;
  await db
    .insert(stripeEventFailures)
    .values({ eventId, ...rest })
    .onConflictDoUpdate({ target: stripeEventFailures.eventId, set: { ...rest, failedAt: sql`now()`, dismissedAt: null, dismissedBy: null } });
}

/** Whether the event failed for good before (open or dismissed): nothing but "Try again" queues it again. */
export async function hasStripeEventFailure(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db.select({ eventId: stripeEventFailures.eventId }).from(stripeEventFailures).where(eq(stripeEventFailures.eventId, eventId)).limit(1);
  return rows.length > 0;
}

/** The open failures (not dismissed), most recent first. */
export function listOpenStripeEventFailures(db: Executor, limit: number) {
  return db
    .select()
    .from(stripeEventFailures)
    .where(isNull(stripeEventFailures.dismissedAt))
    .orderBy(desc(stripeEventFailures.failedAt), desc(stripeEventFailures.eventId))
    .limit(limit);
}

/** The failure row, locked until the transaction ends: two admins' clicks on one event run one after the other. */
export async function lockStripeEventFailure(tx: Transaction, eventId: string) {
  const [row] = await tx.select().from(stripeEventFailures).where(eq(stripeEventFailures.eventId, eventId)).for('update');
  return row;
}

export async function deleteStripeEventFailure(db: Executor, eventId: string): Promise<void> {
  await db.delete(stripeEventFailures).where(eq(stripeEventFailures.eventId, eventId));
}

export async function dismissStripeEventFailure(tx: Transaction, eventId: string, adminId: string): Promise<void> {
  await tx.update(stripeEventFailures).set({ dismissedAt: sql`now()`, dismissedBy: adminId }).where(eq(stripeEventFailures.eventId, eventId));
}
