import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { stripeEvents } from './billing.table.js';
import { STRIPE_EVENT_TASK } from './stripe-events.js';

const ctx = useBillingTestApp({ delivery: 'manual', admin: true });

const statesOf = async (eventIds: string[]) =>
  ((await ctx.db.execute(sql`select state from pgboss.job where name = ${STRIPE_EVENT_TASK} and singleton_key in ${eventIds}`)) as unknown as { rows: { state: string }[] }).rows.map(
    (row) => row.state,
  );

describe('a dispute that arrives before its payment is recorded', () => {
  it('is not acknowledged: its first try fails, and the retry after the payment is recorded records it once and tells the inbox once', async () => {
    const buyer = await registerCustomer(ctx.app, { name: 'Early Dispute' });
    const { subscriptionId } = await paidSubscription(ctx, buyer, { role: 'jr_technical', region: 'US', noOfRoles: 1 });
    const subscription = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    const invoiceId = String(subscription.latest_invoice);
    const [invoicePayment] = (await ctx.stripe.client.invoicePayments.list({ invoice: invoiceId })).data;
    const heldBack = new Set(ctx.emulator.controls.pendingEvents().map((event) => event.id));

    // The cardholder disputes at once; Stripe delivers the dispute's events before the invoice's.
    const dispute = await ctx.emulator.controls.openDispute(String(invoicePayment!.payment.payment_intent));
    const disputeEvents = ctx.emulator.controls
      .pendingEvents()
      .filter((event) => !heldBack.has(event.id))
      .map((event) => event.id);
    expect(disputeEvents.length).toBeGreaterThan(0);
    for (const eventId of disputeEvents) expect(await ctx.emulator.controls.deliver(eventId)).toBe(200);
    await vi.waitFor(async () => expect(await statesOf(disputeEvents)).toEqual(disputeEvents.map(() => 'retry')), { timeout: 10_000 });
    // Not stored as handled: the next try comes back to it.
    expect(await ctx.db.select().from(stripeEvents).where(inArray(stripeEvents.id, disputeEvents))).toEqual([]);

    // The invoice's events arrive; the payment is recorded.
    for (const eventId of heldBack) await ctx.emulator.controls.deliver(eventId);
    await vi.waitFor(async () => expect((await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) })).json()).toHaveLength(1), { timeout: 10_000 });
    const [recorded] = (await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) })).json();
    expect(recorded).toMatchObject({ invoiceId, disputeStatus: null });

    // The retry's wait (a minute) is over.
    await ctx.db.execute(sql`update pgboss.job set start_after = now() where name = ${STRIPE_EVENT_TASK} and singleton_key in ${disputeEvents} and state = 'retry'`);
    await ctx.settle();
    expect(await statesOf(disputeEvents)).toEqual(disputeEvents.map(() => 'completed'));
    expect((await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) })).json()[0]).toMatchObject({ disputeStatus: 'disputed' });
    const attention = (await ctx.app.inject({ url: '/api/v1/payments/attention', headers: bearer(ctx.admin) })).json();
    expect(attention.openDisputes.map((row: { disputeId: string }) => row.disputeId)).toEqual([dispute.id]);
    const notices = (await ctx.db.select().from(outbox).where(eq(outbox.to, 'inbox@site.test'))).filter((mail) => mail.subject.startsWith('Dispute opened'));
    expect(notices.map((mail) => mail.subject)).toEqual(['Dispute opened: $2,000.00 paid by Early Dispute']);
  });
});
