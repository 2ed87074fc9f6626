import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { auditLog } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { subscriptions } from './billing.table.js';
import { endOfNthMonthlyPeriod } from './fixed-term.js';
import { holdFixedTermEnd } from './stripe-snapshots.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ delivery: 'manual' });

/** Every event Stripe sent is delivered and synced: what the site knows a moment later. */
async function deliverAndSettle() {
  for (let round = 0; round < 3; round += 1) {
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
  }
}

async function threeMonthPlan(buyer: SessionUser) {
  const { subscriptionId, customerId } = await paidSubscription(ctx, buyer, { noOfMonths: 3 });
  await deliverAndSettle();
  const subscription = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
  return { subscriptionId, customerId, termEnd: endOfNthMonthlyPeriod(subscription.billing_cycle_anchor, 3) };
}

const restorations = (subscriptionRowId: string) =>
  ctx.db
    .select({ action: auditLog.action, actorEmail: auditLog.actorEmail, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.targetId, subscriptionRowId), eq(auditLog.action, 'subscription.term_restored')));

async function siteRow(subscriptionId: string) {
  const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
  return row!;
}

describe('a fixed term holds whatever is clicked', () => {
  it('puts back an end removed through the API at the next sync, with an audit row', async () => {
    const { subscriptionId, termEnd } = await threeMonthPlan(await registerCustomer(ctx.app));
    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).cancel_at).toBe(termEnd);
    const row = await siteRow(subscriptionId);
    expect(await restorations(row.id)).toEqual([]);

    await ctx.stripe.client.subscriptions.update(subscriptionId, { cancel_at: '' as unknown as number });
    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).cancel_at).toBeNull();
    await deliverAndSettle();

    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).cancel_at).toBe(termEnd);
    expect((await siteRow(subscriptionId)).cancelAt?.getTime()).toBe(termEnd * 1000);
    expect(await restorations(row.id)).toEqual([
      {
        action: 'subscription.term_restored',
        actorEmail: 'the site (Stripe sync)',
        detail: { stripeSubscriptionId: subscriptionId, endsAt: new Date(termEnd * 1000).toISOString(), stripeHad: null },
      },
    ]);
  });

  it('moves an end set later back to the term, and leaves the customer’s own earlier cancellation alone', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId, termEnd } = await threeMonthPlan(buyer);
    await ctx.stripe.client.subscriptions.update(subscriptionId, { cancel_at: termEnd + 90 * 86_400 });
    await deliverAndSettle();
    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).cancel_at).toBe(termEnd);

    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/v1/subscription/cancel/${subscriptionId}`, headers: bearer(buyer) });
    expect(cancel.statusCode).toBe(200);
    await deliverAndSettle();
    const cancelled = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    expect(cancelled.cancel_at).toBe(cancelled.items.data[0]!.current_period_end);
    expect(cancelled.cancel_at).toBeLessThan(termEnd);
    expect((await restorations((await siteRow(subscriptionId)).id)).map((entry) => entry.detail.stripeHad)).toEqual([new Date((termEnd + 90 * 86_400) * 1000).toISOString()]);
  });

  it('"Renew" in the portal after a cancellation gives the fixed term back, never an open-ended plan, and bills 3 months', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId, customerId, termEnd } = await threeMonthPlan(buyer);
    await ctx.stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await deliverAndSettle();
    const portal = await ctx.stripe.client.billingPortal.sessions.create({ customer: customerId });
    const renew = await fetch(`${portal.url}/subscriptions/${subscriptionId}/renew`, { method: 'POST', redirect: 'manual' });
    expect(renew.status).toBe(303);
    await deliverAndSettle();
    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).cancel_at).toBe(termEnd);
    // And a second "Renew" is refused: the end is the merchant's, not a cancellation.
    const again = await fetch(`${portal.url}/subscriptions/${subscriptionId}/renew`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(400);

    for (let month = 0; month < 4; month += 1) {
      await ctx.emulator.controls.advanceToNextPeriod(subscriptionId).catch(() => undefined);
      await deliverAndSettle();
    }
    const paid = await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) });
    expect(paid.json().filter((payment: { status: string }) => payment.status === 'paid')).toHaveLength(3);
    expect((await siteRow(subscriptionId)).status).toBe('canceled');
  });
});

describe('holdFixedTermEnd', () => {
  const anchor = Date.UTC(2026, 0, 15) / 1000;
  const subscription = (status: Stripe.Subscription.Status, cancelAt: number | null) =>
    ({
      id: 'sub_term',
      status,
      cancel_at: cancelAt,
      billing_cycle_anchor: anchor,
      items: { data: [{ price: { recurring: { interval: 'month' } }, current_period_start: anchor, current_period_end: anchor + 31 * 86_400 }] },
    }) as unknown as Stripe.Subscription;
  const recordingStripe = () => {
    const updates: unknown[] = [];
    const stripe = {
      subscriptions: {
        update: async (id: string, params: { cancel_at: number }) => {
          updates.push({ id, ...params });
          return { ...subscription('active', params.cancel_at) };
        },
      },
    } as unknown as Stripe;
    return { stripe, updates };
  };

  it('waits while the subscription is incomplete, and sets the end on the first sync that finds it active', async () => {
    const { stripe, updates } = recordingStripe();
    expect(await holdFixedTermEnd(stripe, subscription('incomplete', null), 3)).toEqual({ subscription: subscription('incomplete', null) });
    expect(updates).toEqual([]);
    const checked = await holdFixedTermEnd(stripe, subscription('active', null), 3);
    const termEnd = Date.UTC(2026, 3, 15) / 1000;
    expect(updates).toEqual([{ id: 'sub_term', cancel_at: termEnd, proration_behavior: 'none' }]);
    expect(checked.restored).toEqual({ cancelAt: termEnd, stripeHad: null });
  });

  it('changes nothing when Stripe has the term’s end or an earlier one', async () => {
    const { stripe, updates } = recordingStripe();
    const termEnd = Date.UTC(2026, 3, 15) / 1000;
    expect((await holdFixedTermEnd(stripe, subscription('active', termEnd), 3)).restored).toBeUndefined();
    expect((await holdFixedTermEnd(stripe, subscription('past_due', termEnd - 86_400), 3)).restored).toBeUndefined();
    expect(updates).toEqual([]);
  });
});
