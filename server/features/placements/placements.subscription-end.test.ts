import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../billing/billing.table.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildHiredTalents } from '../../test/placement-factories.js';
import { endPlacementsOfEndedSubscriptions } from './subscription-ends.js';
import { placements } from './placements.table.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });

const runScheduledEnd = () => endPlacementsOfEndedSubscriptions({ db: ctx.db, mail: { queue: async () => undefined }, log: ctx.app.log });

describe('placements and the end of their subscription', () => {
  it('end at the period end of a canceled subscription, on the schedule, and not at a refund', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Cora Cancel' });
    const { subscriptionId } = await paidSubscription(ctx, customer, { role: 'sr_technical', noOfRoles: 1, billingCycle: 'yearly' });
    const [subscription] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const assigned = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staffing/subscriptions/${subscription!.id}/placements`,
      payload: { applicantId: talent!.id },
      headers: bearer(ctx.admin),
    });
    expect(assigned.statusCode).toBe(201);
    const placementId = assigned.json().placement._id;
    const placementRow = async () => (await ctx.db.select().from(placements).where(eq(placements.id, placementId)))[0]!;

    // A refund of the paid invoice changes no subscription: the talent keeps working.
    const [payment] = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(customer) })).json();
    const refund = await ctx.app.inject({ method: 'POST', url: `/api/v1/payments/${payment._id}/refund`, payload: { amount: 100 }, headers: bearer(ctx.admin) });
    expect(refund.statusCode).toBe(201);
    await ctx.settle();
    expect(await runScheduledEnd()).toBe(0);
    expect((await placementRow()).endedAt).toBeNull();

    // Canceled: Stripe keeps it until the paid period ends, and so does the placement.
    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/v1/subscription/cancel/${subscriptionId}`, headers: bearer(customer) });
    expect(cancel.statusCode).toBe(200);
    await ctx.settle();
    expect(await runScheduledEnd()).toBe(0);
    expect((await placementRow()).endedAt).toBeNull();
    const [canceled] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription!.id));
    const periodEnd = canceled!.currentPeriodEnd!;

    // The period ends: Stripe ends the subscription, the next scheduled run ends the placement at that moment.
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const [ended] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.id, subscription!.id));
    expect(ended!.status).toBe('canceled');
    expect(await runScheduledEnd()).toBe(1);
    const placement = await placementRow();
    expect(placement).toMatchObject({ endKind: 'subscription_ended' });
    expect(placement.endedAt?.toISOString()).toBe(periodEnd.toISOString());
    expect(await runScheduledEnd()).toBe(0);

    const team = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) })).json();
    expect(team.subscriptions[0]).toMatchObject({ seats: [], history: [expect.objectContaining({ _id: placementId, endKind: 'subscription_ended' })] });
  }, 60_000);
});
