import type { SubscriptionRow } from './billing.table.js';

export type RenewalTerms = Pick<SubscriptionRow, 'status' | 'cancelAt' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>;

/** The statuses of a subscription Stripe will invoice again (past due: while it retries). */
export const renewingStatuses = ['active', 'past_due', 'trialing'] as const;

/**
 * Whether the subscription will send another invoice: it renews, and is not set to end by the end
 * of its period (cancelled at its end, or a fixed term whose last period this is). The next charge
 * on /subscription and where extra hours are billed both ask this.
 */
export function hasNextInvoice(subscription: RenewalTerms): boolean {
  if (!(renewingStatuses as readonly string[]).includes(subscription.status)) return false;
  if (subscription.cancelAtPeriodEnd) return false;
  if (subscription.cancelAt && subscription.currentPeriodEnd && subscription.cancelAt.getTime() <= subscription.currentPeriodEnd.getTime()) return false;
  return true;
}
