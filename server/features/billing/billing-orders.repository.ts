import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { billingOrders, type BillingOrderRow } from './billing.table.js';

export type NewBillingOrder = typeof billingOrders.$inferInsert;

export function insertBillingOrder(db: Executor, values: NewBillingOrder): Promise<string> {
  return db
    .insert(billingOrders)
    .values(values)
    .returning({ id: billingOrders.id })
    .then((rows) => rows[0]!.id);
}

/** The session Stripe made for the order: its id, hosted page and expiry (a second checkout of the selection is sent there). */
export async function setOrderCheckoutSession(db: Executor, orderId: string, session: { id: string; url: string | null; expiresAt: Date }): Promise<void> {
  await db.update(billingOrders).set({ checkoutSessionId: session.id, checkoutUrl: session.url, expiresAt: session.expiresAt }).where(eq(billingOrders.id, orderId));
}

/** The customer's open order for this selection, if any (one at most: a partial unique index). */
export function findOpenOrder(db: Executor, userId: string, selectionKey: string): Promise<BillingOrderRow | undefined> {
  return db
    .select()
    .from(billingOrders)
    .where(and(eq(billingOrders.userId, userId), eq(billingOrders.selectionKey, selectionKey), eq(billingOrders.status, 'open')))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Closes an open order: `expired` (its session ran out) or `failed` (Stripe made none). A completed order stays completed. */
export async function closeOpenOrder(db: Executor, where: { orderId: string } | { checkoutSessionId: string }, status: 'expired' | 'failed'): Promise<number> {
  const match = 'orderId' in where ? eq(billingOrders.id, where.orderId) : eq(billingOrders.checkoutSessionId, where.checkoutSessionId);
  const rows = await db.update(billingOrders).set({ status, checkoutUrl: null }).where(and(match, eq(billingOrders.status, 'open'))).returning({ id: billingOrders.id });
  return rows.length;
}

/** Closes the user's open orders in a currency (their sessions name a customer Stripe deleted, so none can be paid). */
export async function expireOpenOrdersIn(db: Executor, userId: string, currency: string): Promise<number> {
  const rows = await db
    .update(billingOrders)
    .set({ status: 'expired', checkoutUrl: null })
    .where(and(eq(billingOrders.userId, userId), eq(billingOrders.currency, currency), eq(billingOrders.status, 'open')))
    .returning({ id: billingOrders.id });
  return rows.length;
}

export function findBillingOrder(db: Executor, orderId: string): Promise<BillingOrderRow | undefined> {
  return db
    .select()
    .from(billingOrders)
    .where(eq(billingOrders.id, orderId))
    .limit(1)
    .then((rows) => rows[0]);
}
