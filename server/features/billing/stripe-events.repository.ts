import { eq, lt } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.js';
import { stripeEvents } from './billing.table.js';

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
