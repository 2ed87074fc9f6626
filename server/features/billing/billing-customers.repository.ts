import { and, eq } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';
import { billingCustomers } from './billing.table.js';

export function findStripeCustomerId(db: Executor, userId: string, currency: Currency): Promise<string | undefined> {
  return db
    .select({ stripeCustomerId: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.currency, currency)))
    .limit(1)
    .then((rows) => rows[0]?.stripeCustomerId);
}

/** Keeps the first customer stored for a user and currency; a second one is dropped. */
export async function insertStripeCustomer(db: Executor, values: { userId: string; currency: Currency; stripeCustomerId: string }): Promise<void> {
  await db.insert(billingCustomers).values(values).onConflictDoNothing();
}
