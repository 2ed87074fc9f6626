import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { seatChanges, subscriptions, type SeatChangeRow, type SubscriptionRow } from './billing.table.js';

/** The customer's own subscription, its row locked until the transaction ends (assignments take the same lock). */
export async function lockOwnSubscription(tx: Executor, id: string, userId: string): Promise<SubscriptionRow | undefined> {
  const rows = await tx.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId))).for('update');
  return rows[0];
}

export async function findOwnSubscription(db: Executor, id: string, userId: string): Promise<SubscriptionRow | undefined> {
  const rows = await db.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return rows[0];
}

export type NewSeatChange = Omit<typeof seatChanges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertSeatChange(tx: Executor, change: NewSeatChange): Promise<SeatChangeRow> {
  const [row] = await tx.insert(seatChanges).values(change).returning();
  return row!;
}

export async function updateSeatChange(db: Executor, id: string, change: Partial<Pick<SeatChangeRow, 'status' | 'stripeInvoiceId' | 'amountDue' | 'effectiveAt'>>): Promise<SeatChangeRow | undefined> {
  const [row] = await db
    .update(seatChanges)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(seatChanges.id, id))
    .returning();
  return row;
}

/** Seat changes still open (an addition waiting for its payment, removals scheduled) of these subscriptions. */
export function openSeatChanges(db: Executor, subscriptionIds: readonly string[]): Promise<SeatChangeRow[]> {
  if (subscriptionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(seatChanges)
    .where(and(inArray(seatChanges.subscriptionId, [...subscriptionIds]), inArray(seatChanges.status, ['pending', 'scheduled'])))
    .orderBy(seatChanges.createdAt);
}

export function seatChangesOf(db: Executor, subscriptionId: string): Promise<SeatChangeRow[]> {
  return db.select().from(seatChanges).where(eq(seatChanges.subscriptionId, subscriptionId)).orderBy(desc(seatChanges.createdAt), desc(seatChanges.id)).limit(200);
}

/**
 * After a sync of the subscription: an addition waiting for its payment is applied once Stripe's
 * quantity reaches it (the prorated invoice was paid), and failed once Stripe has dropped the
 * pending update (it expired, or was paid with nothing to apply) without the quantity.
 */
export async function settlePendingAdds(tx: Executor, subscription: SubscriptionRow, stripeHasPendingUpdate: boolean): Promise<SeatChangeRow[]> {
  const applied = await tx
    .update(seatChanges)
    .set({ status: 'applied', effectiveAt: sql`coalesce(${seatChanges.effectiveAt}, now())`, updatedAt: new Date() })
    .where(and(eq(seatChanges.subscriptionId, subscription.id), eq(seatChanges.status, 'pending'), lte(seatChanges.toQuantity, subscription.quantity)))
    .returning();
  if (!stripeHasPendingUpdate) {
    await tx
      .update(seatChanges)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(seatChanges.subscriptionId, subscription.id), eq(seatChanges.status, 'pending'), sql`${seatChanges.toQuantity} > ${subscription.quantity}`, sql`${seatChanges.createdAt} < now() - interval '1 minute'`));
  }
  return applied;
}

/** Removals whose period has ended: recorded as applied (the renewal billed one seat fewer). */
export async function applyDueRemovals(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(seatChanges)
    .set({ status: 'applied', updatedAt: now })
    .where(and(eq(seatChanges.status, 'scheduled'), lte(seatChanges.effectiveAt, now)))
    .returning({ id: seatChanges.id });
  return rows.length;
}

/** A removal's talent (who works through the period's last day), once the seat is released. */
export async function recordReleasedTalent(tx: Executor, id: string, talent: { name: string; lastDay: string } | null): Promise<SeatChangeRow> {
  const [row] = await tx
    .update(seatChanges)
    .set({ talentName: talent?.name ?? null, talentLastDay: talent?.lastDay ?? null, updatedAt: new Date() })
    .where(eq(seatChanges.id, id))
    .returning();
  return row!;
}

export async function currencyOf(db: Executor, subscriptionId: string): Promise<string | undefined> {
  const [row] = await db.select({ currency: subscriptions.currency }).from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row?.currency;
}

/** The customer's subscriptions, newest first. */
export function subscriptionsOfUser(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}
