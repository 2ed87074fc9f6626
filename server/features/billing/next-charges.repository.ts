import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { subscriptions } from './billing.table.js';
import { hasNextInvoice, renewingStatuses } from './renewal.js';

/**
 * The caller's subscriptions that will be charged again (`hasNextInvoice`: running, and not ending
 * with the current period). Newest first, as /subscription lists them.
 */
export async function renewingSubscriptionsOf(db: Executor, userId: string) {
  const rows = await db
    .select({
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      stripeCustomerId: subscriptions.stripeCustomerId,
      description: subscriptions.description,
      status: subscriptions.status,
      cancelAt: subscriptions.cancelAt,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...renewingStatuses])))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.filter(hasNextInvoice);
}

export type RenewingSubscription = Awaited<ReturnType<typeof renewingSubscriptionsOf>>[number];
