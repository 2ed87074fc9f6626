import { asc, count, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createBillingTestContext, postWebhook, testWebhookSecret, useBillingTestApp } from '../../test/billing-context.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, latestMailTo, registerCustomer } from '../../test/factories.js';
import { outbox, payments } from '../../db/schema.js';
import { stripeEvents, subscriptions } from './billing.table.js';
import { createTaskQueue } from '../../lib/task-queue.js';
import { reconcileStripeEvents, STRIPE_EVENT_TASK } from './stripe-events.js';

const ctx = useBillingTestApp({ delivery: 'manual', customer: true });

const signer = new Stripe('sk_test_signer');

/** What the scheduled reconciliation uses: Stripe, the database, and a queue to put the syncs on (the app's workers run them). */
function reconcileDeps() {
  const tasks = createTaskQueue({ database: ctx.database, log: ctx.app.log, runWorkers: false });
  tasks.define(STRIPE_EVENT_TASK, { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async () => {} });
  return { db: ctx.db, stripe: ctx.stripe, tasks };
}
const sign = (payload: string, secret = testWebhookSecret) => signer.webhooks.generateTestHeaderString({ payload, secret });

async function tableCounts() {
  const [events] = await ctx.db.select({ n: count() }).from(stripeEvents);
  const [paid] = await ctx.db.select({ n: count() }).from(payments);
  const [subs] = await ctx.db.select({ n: count() }).from(subscriptions);
  return { events: events!.n, payments: paid!.n, subscriptions: subs!.n };
}

/** What the screens show, without our own ids and clocks. */
async function billingState(userId: string) {
  const subs = await ctx.db
    .select({ id: subscriptions.stripeSubscriptionId, status: subscriptions.status, cancelAt: subscriptions.cancelAt, latest: subscriptions.latestInvoiceId, end: subscriptions.currentPeriodEnd, amount: subscriptions.periodAmount })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const paid = await ctx.db
    .select({ invoice: payments.stripeInvoiceId, status: payments.status, amount: payments.amount, intent: payments.paymentIntentId, reason: payments.billingReason })
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt), asc(payments.stripeInvoiceId));
  return { subs, paid };
}

/** The mails billing sent to an address (the sign-up's verification link left out). */
const billingMailsTo = async (email: string) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.to, email))).filter((mail) => !mail.subject.startsWith('Verify your e-mail address'));

describe('POST /stripe/webhook', () => {
  it('answers 400 to a missing or wrong signature and writes nothing', async () => {
    const { subscriptionId } = await paidSubscription(ctx, ctx.customer);
    const pending = ctx.emulator.controls.pendingEvents();
    const payload = JSON.stringify(pending.find((event) => event.type === 'invoice.paid'));
    const before = await tableCounts();
    for (const signature of [undefined, '', sign(payload, 'whsec_someone_else'), 't=1,v1=deadbeef']) {
      const response = await postWebhook(ctx.app, payload, signature);
      expect(response.statusCode, String(signature)).toBe(400);
    }
    // A correct signature over other bytes fails too.
    expect((await postWebhook(ctx.app, payload.replace(subscriptionId, 'sub_forged'), sign(payload))).statusCode).toBe(400);
    expect(await tableCounts()).toEqual(before);
    await ctx.emulator.controls.deliverAll();
  });

  it('acknowledges event types it does not use', async () => {
    const payload = JSON.stringify({ id: 'evt_unused_1', object: 'event', type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } } });
    const response = await postWebhook(ctx.app, payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  });

  it("refuses a signature dated beyond Stripe's 5-minute tolerance, ahead as well as behind, as it refuses a wrong one", async () => {
    const now = Math.floor(Date.now() / 1000);
    const badSignature = (await postWebhook(ctx.app, '{}', 't=1,v1=deadbeef')).json();
    const answerFor = async (offsetSeconds: number) => {
      const payload = JSON.stringify({ id: `evt_dated_${offsetSeconds}`, object: 'event', type: 'customer.created', data: { object: { id: 'cus_x', object: 'customer' } } });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret: testWebhookSecret, timestamp: now + offsetSeconds });
      return postWebhook(ctx.app, payload, signature);
    };
    for (const offset of [3600, -3600, 360, -360]) {
      const refused = await answerFor(offset);
      expect(refused.statusCode, `now${offset > 0 ? '+' : ''}${offset}s`).toBe(400);
      expect(refused.json()).toEqual(badSignature);
    }
    for (const offset of [0, 240, -240]) {
      expect((await answerFor(offset)).statusCode, `now${offset > 0 ? '+' : ''}${offset}s`).toBe(200);
    }
  });

  it('records a payment once however often the same event arrives, and mails the confirmation and the receipt once', async () => {
    const buyer = await registerCustomer(ctx.app);
    await paidSubscription(ctx, buyer);
    const invoicePaid = ctx.emulator.controls.pendingEvents().find((event) => event.type === 'invoice.paid')!;
    const statuses = await Promise.all([1, 2, 3].map(() => ctx.emulator.controls.deliver(invoicePaid.id)));
    statuses.push(await ctx.emulator.controls.deliver(invoicePaid.id));
    expect(statuses).toEqual([200, 200, 200, 200]);
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
    const mine = await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) });
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0]).toMatchObject({ amount: 2000_00, status: 'paid', currency: 'usd', paymentMethod: 'Visa •••• 4242' });
    await latestMailTo(ctx.db, buyer.email, 1000, 'Payment receipt');
    const mails = await billingMailsTo(buyer.email);
    // A new customer gets a receipt for their first invoice, as every later one does.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([expect.stringMatching(/^Payment receipt: \$2,000\.00/), 'Your Bayanihan Remote subscription is confirmed']);
    const [payment] = await ctx.db.select({ hostedInvoiceUrl: payments.hostedInvoiceUrl }).from(payments).where(eq(payments.userId, buyer.id));
    const receipt = await latestMailTo(ctx.db, buyer.email, 1000, 'Payment receipt');
    expect(receipt?.text).toContain('Amount: $2,000.00');
    expect(receipt?.text).toContain(`View your invoice ${payment!.hostedInvoiceUrl}`);
  });

  it('converges when the success page and the webhook sync the same checkout at the same moment', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { sessionId } = await paidSubscription(ctx, buyer);
    const [confirmed] = await Promise.all([
      ctx.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(buyer) }),
      ctx.emulator.controls.deliverAll().then(() => ctx.settle()),
    ]);
    expect(confirmed.json().status).toBe('paid');
    expect((await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(buyer) })).json()).toHaveLength(1);
    expect((await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) })).json()).toHaveLength(1);
    await latestMailTo(ctx.db, buyer.email, 1000, 'Payment receipt');
    // One confirmation and one receipt, however the two syncs met.
    expect((await billingMailsTo(buyer.email)).map((mail) => mail.subject).sort()).toEqual([expect.stringMatching(/^Payment receipt: /), 'Your Bayanihan Remote subscription is confirmed']);
  });

  it('ends with the same rows whatever order the events arrive in', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId } = await paidSubscription(ctx, buyer, { noOfMonths: 6 });
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    const events = ctx.emulator.controls.pendingEvents().filter((event) => JSON.stringify(event).includes(subscriptionId));
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['checkout.session.completed', 'invoice.paid']));

    for (const event of [...events].reverse()) {
      expect(await ctx.emulator.controls.deliver(event.id)).toBe(200);
      await ctx.settle();
    }
    const reversed = await billingState(buyer.id);

    await ctx.db.delete(payments).where(eq(payments.userId, buyer.id));
    await ctx.db.delete(subscriptions).where(eq(subscriptions.userId, buyer.id));
    for (const event of events) await ctx.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    for (const event of events) {
      expect(await ctx.emulator.controls.deliver(event.id)).toBe(200);
      await ctx.settle();
    }
    const inOrder = await billingState(buyer.id);

    expect(reversed).toEqual(inOrder);
    expect(inOrder.subs[0]).toMatchObject({ id: subscriptionId, status: 'active', amount: 2000_00 });
    expect(inOrder.paid.map((payment) => [payment.status, payment.reason])).toEqual([
      ['paid', 'subscription_create'],
      ['paid', 'subscription_cycle'],
    ]);
  });

  it('answers at once while Stripe cannot be reached, and keeps the event queued for another try', async () => {
    const offline = await createBillingTestContext({ delivery: 'manual' });
    try {
      const buyer = await registerCustomer(offline.app);
      const { subscriptionId } = await paidSubscription(offline, buyer);
      const event = offline.emulator.controls.pendingEvents().find((e) => e.type === 'customer.subscription.created')!;
      const payload = JSON.stringify(event);
      await offline.emulator.close();
      const response = await postWebhook(offline.app, payload, sign(payload));
      expect(response.statusCode).toBe(200);
      const task = async () => {
        const result = await offline.db.execute(sql`select state, retry_count from pgboss.job where name = 'stripe.event' and singleton_key = ${event.id}`);
        return (result as unknown as { rows: { state: string; retry_count: number }[] }).rows[0];
      };
      await expect.poll(async () => (await task())?.state, { timeout: 10_000 }).toBe('retry');
      expect(await offline.db.select().from(stripeEvents)).toEqual([]);
      expect(await offline.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId))).toEqual([]);
    } finally {
      await offline.close().catch(() => undefined);
    }
  });

  it('refuses a signed event that does not name its object (400), and queues nothing', async () => {
    const payload = JSON.stringify({ id: 'evt_malformed_1', object: 'event', type: 'invoice.paid', data: { object: { object: 'invoice' } } });
    const response = await postWebhook(ctx.app, payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('billing.malformed_event');
    const queued = await ctx.db.execute(sql`select count(*)::int as n from pgboss.job where singleton_key = 'evt_malformed_1'`);
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("refuses (400) a signed event whose livemode is not the key's mode, and queues nothing", async () => {
    const { subscriptionId } = await paidSubscription(ctx, ctx.customer);
    const payload = JSON.stringify({ id: 'evt_live_1', object: 'event', livemode: true, type: 'customer.subscription.updated', data: { object: { id: subscriptionId, object: 'subscription' } } });
    const response = await postWebhook(ctx.app, payload, sign(payload));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'billing.wrong_mode', message: "The event's mode (live or test) does not match the site's Stripe key." });
    const queued = await ctx.db.execute(sql`select count(*)::int as n from pgboss.job where singleton_key = 'evt_live_1'`);
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    await ctx.emulator.controls.deliverAll();
  });

  it('acknowledges an event about an object Stripe no longer has, once, without retrying', async () => {
    const payload = JSON.stringify({
      id: 'evt_gone_1',
      object: 'event',
      livemode: false,
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_deleted_long_ago', object: 'subscription' } },
    });
    expect((await postWebhook(ctx.app, payload, sign(payload))).statusCode).toBe(200);
    await ctx.settle();
    expect(await ctx.db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, 'evt_gone_1'))).toEqual([{ id: 'evt_gone_1' }]);
    const states = await ctx.db.execute(sql`select state from pgboss.job where singleton_key = 'evt_gone_1'`);
    expect((states as unknown as { rows: { state: string }[] }).rows.map((row) => row.state)).toEqual(['completed']);
  });

  it('heals a delivery that never came: the reconciliation finds the event at Stripe and syncs it', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId } = await paidSubscription(ctx, buyer);
    // Nothing was delivered (manual delivery): the site knows nothing of the subscription.
    expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId))).toEqual([]);
    // Two minutes on, by Stripe's clock (earlier tests moved the emulator's ahead by months).
    const later = () => new Date((ctx.emulator.controls.now() + 120) * 1000);
    const queued = await reconcileStripeEvents(reconcileDeps(), later());
    expect(queued).toBeGreaterThan(0);
    await ctx.settle();
    const mine = await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) });
    expect(mine.json()).toEqual([expect.objectContaining({ subscriptionId, status: 'active', paymentMethodCard: { brand: 'visa', last4: '4242' } })]);
    // Once the deliveries of what the sync itself caused (the fixed term's end) are in, a second
    // pass finds nothing left to do.
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
    expect(await reconcileStripeEvents(reconcileDeps(), later())).toBe(0);
  });
});

describe('the billing cycle through webhooks', () => {
  it('ends a 3-month subscription after three paid months, mailing a receipt for each paid month', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId } = await paidSubscription(ctx, buyer, { noOfMonths: 3, noOfRoles: 2 });
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
    const stripeSubscription = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    expect(stripeSubscription.cancel_at).not.toBeNull();

    for (let month = 0; month < 4; month += 1) {
      await ctx.emulator.controls.advanceToNextPeriod(subscriptionId).catch(() => undefined);
      await ctx.emulator.controls.deliverAll();
      await ctx.settle();
    }
    const mine = await ctx.app.inject({ url: '/api/v1/payments/mypayments?sort=createdAt_asc', headers: bearer(buyer) });
    expect(mine.json().map((payment: { amount: number; status: string }) => [payment.amount, payment.status])).toEqual([
      [4000_00, 'paid'],
      [4000_00, 'paid'],
      [4000_00, 'paid'],
    ]);
    const subscription = (await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) })).json()[0];
    expect(subscription).toMatchObject({ status: 'canceled', months: 3 });
    expect(Date.parse(subscription.cancelAt)).toBe(stripeSubscription.cancel_at! * 1000);
    const receipts = await ctx.db.select().from(outbox).where(eq(outbox.to, buyer.email));
    expect(receipts.filter((mail) => mail.subject.startsWith('Payment receipt: $4,000.00'))).toHaveLength(3);
  });

  it('records a failed renewal and tells the customer', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId, customerId } = await paidSubscription(ctx, buyer, { billingCycle: 'yearly' });
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
    ctx.emulator.controls.failNextPayment(customerId);
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.emulator.controls.deliverAll();
    await ctx.settle();
    const mine = await ctx.app.inject({ url: '/api/v1/payments/mypayments?sort=createdAt_desc', headers: bearer(buyer) });
    expect(mine.json()[0]).toMatchObject({ status: 'failed', amount: 20000_00, billing: 'yearly' });
    const notice = await latestMailTo(ctx.db, buyer.email, 2000, 'did not go through');
    expect(notice?.text).toContain('We could not collect $20,000.00.');
    const subscription = (await ctx.app.inject({ url: '/api/v1/subscription/my', headers: bearer(buyer) })).json()[0];
    expect(subscription.status).toBe('past_due');
  });
});
