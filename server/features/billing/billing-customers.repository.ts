import { and, desc, eq, max } from 'drizzle-orm';
import type { Currency } from '../../../contract/billing.js';
import type { Executor } from '../../db/database.js';
import { billingCustomers, subscriptions } from './billing.table.js';

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

/**
 * Forgets a Stripe customer that Stripe no longer has (deleted in the Dashboard): the next checkout
 * in its currency makes a new one. Subscriptions keep the id as their history. Answers whether a
 * row went.
 */
export async function forgetStripeCustomer(db: Executor, stripeCustomerId: string): Promise<{ userId: string; currency: string } | undefined> {
  const rows = await db
    .delete(billingCustomers)
    .where(eq(billingCustomers.stripeCustomerId, stripeCustomerId))
    .returning({ userId: billingCustomers.userId, currency: billingCustomers.currency });
  return rows[0];
}

/**
 * The user's paying Stripe customers (one per currency; one with a subscription made through a
 * checkout), the most recently paying first.
 */
export async function listPayingStripeCustomers(db: Executor, userId: string): Promise<{ currency: Currency; stripeCustomerId: string }[]> {
  const rows = await db
    .select({ currency: billingCustomers.currency, stripeCustomerId: billingCustomers.stripeCustomerId, latest: max(subscriptions.createdAt) })
    .from(billingCustomers)
    .innerJoin(subscriptions, eq(subscriptions.stripeCustomerId, billingCustomers.stripeCustomerId))
    .where(and(eq(billingCustomers.userId, userId), eq(subscriptions.userId, userId)))
    .groupBy(billingCustomers.currency, billingCustomers.stripeCustomerId)
    .orderBy(desc(max(subscriptions.createdAt)));
  return rows.map((row) => ({ currency: row.currency as Currency, stripeCustomerId: row.stripeCustomerId }));
}

/**
 * The user's Stripe customer (one per currency) whose subscription is the newest: the account they
 * last paid from. Undefined when they never completed a checkout (a customer created for a
 * checkout left unpaid does not count).
 */
export function findLatestPayingStripeCustomerId(db: Executor, userId: string): Promise<string | undefined> {
  return db
    .select({ stripeCustomerId: billingCustomers.stripeCustomerId })
    .from(billingCustomers)
    .innerJoin(subscriptions, eq(subscriptions.stripeCustomerId, billingCustomers.stripeCustomerId))
    .where(and(eq(billingCustomers.userId, userId), eq(subscriptions.userId, userId)))
    // Stripe's creation times are whole seconds: on a tie, the customer created last.
    .orderBy(desc(subscriptions.createdAt), desc(billingCustomers.createdAt))
    .limit(1)
    .then((rows) => rows[0]?.stripeCustomerId);
}
