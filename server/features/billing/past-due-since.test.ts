import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paidSubscription } from '../../test/billing-factories.js';
import { registerCustomer } from '../../test/factories.js';
import { subscriptions } from './billing.table.js';
import { findSubscriptionOwner, upsertSubscription } from './subscriptions.repository.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp();

const rowOf = async (stripeSubscriptionId: string) =>
  (await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0]!;

describe('past_due_since: since when a renewal is unpaid', () => {
  it('is set when the sync finds the subscription past due, kept while it stays so, and cleared once it is paid', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId, customerId } = await paidSubscription(ctx, buyer, { billingCycle: 'monthly' });
    expect((await rowOf(subscriptionId)).pastDueSince).toBeNull();

    // The renewal is declined: Stripe keeps retrying, the subscription is past due.
    ctx.emulator.controls.failNextPayment(customerId);
    const before = new Date();
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const overdue = await rowOf(subscriptionId);
    expect(overdue.status).toBe('past_due');
    expect(overdue.pastDueSince!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // Another sync while it is still past due (a later event, a redelivery) keeps the first moment.
    const stillOverdue = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    const owner = await findSubscriptionOwner(ctx.db, subscriptionId, null);
    await upsertSubscription(ctx.db, stillOverdue, owner!);
    expect((await rowOf(subscriptionId)).pastDueSince?.getTime()).toBe(overdue.pastDueSince!.getTime());

    // The next renewal goes through: active again, and no longer overdue.
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const paid = await rowOf(subscriptionId);
    expect([paid.status, paid.pastDueSince]).toEqual(['active', null]);
  }, 60_000);
});
