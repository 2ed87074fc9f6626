import { eq } from 'drizzle-orm';
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

export async function setOrderCheckoutSession(db: Executor, orderId: string, checkoutSessionId: string): Promise<void> {
  await db.update(billingOrders).set({ checkoutSessionId }).where(eq(billingOrders.id, orderId));
}

export function findBillingOrder(db: Executor, orderId: string): Promise<BillingOrderRow | undefined> {
  return db
    .select()
    .from(billingOrders)
    .where(eq(billingOrders.id, orderId))
    .limit(1)
    .then((rows) => rows[0]);
}
