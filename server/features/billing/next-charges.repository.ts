import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { subscriptions } from './billing.table.js';

/**
 * The caller's subscriptions that will be charged again: running (active, or past due while
 * Stripe retries) and not ending with the current period (cancelled at its end, or a fixed term
 * whose last period this is). Newest first, as /subscription lists them.
 */
export function renewingSubscriptionsOf(db: Executor, userId: string) {
  return db
    .select({
      stripeSubscriptionId: subscriptions.stripeSubscriptionId,
      stripeCustomerId: subscriptions.stripeCustomerId,
      description: subscriptions.description,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, ['active', 'past_due']),
        eq(subscriptions.cancelAtPeriodEnd, false),
        or(isNull(subscriptions.cancelAt), isNull(subscriptions.currentPeriodEnd), gt(subscriptions.cancelAt, subscriptions.currentPeriodEnd)),
      ),
    )
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export type RenewingSubscription = Awaited<ReturnType<typeof renewingSubscriptionsOf>>[number];
