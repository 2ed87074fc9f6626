import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import { billingCycles, largeOrder, MAX_ONLINE_CHARGE, plans } from '../../../contract/catalogues/plans.js';
import { regionInfo, regions } from '../../../contract/catalogues/regions.js';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import type { SessionUser } from '../../../contract/users.js';
import { createBillingTestContext, sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';
import { bearer, createAdminSession, latestMailTo, registerCustomer } from '../../test/factories.js';
import { billingCustomers, billingOrders } from './billing.table.js';

const ctx = useBillingTestApp({ customer: true });

const selection = (overrides: Partial<SubscriptionSelection> = {}): SubscriptionSelection => ({
  region: 'US',
  role: 'sr_technical',
  amount: 5200,
  showAmount: '$5,200.00',
  noOfRoles: 2,
  noOfMonths: 3,
  billingCycle: 'monthly',
  description: 'Senior Technical',
  currency: 'usd',
  ...overrides,
});

async function createSubscribe(user: SessionUser, body: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: body as object, headers: bearer(user) });
}

describe('POST /stripe/createSubscribe', () => {
  it('charges the catalogue price whatever amount the browser sends', async () => {
    const response = await createSubscribe(ctx.customer, selection({ amount: 1, showAmount: '$0.01', currency: 'cad' }));
    expect(response.statusCode).toBe(200);
    const sessionId = sessionIdOf(response.json().url);
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionId);
    // 2 talents × USD 2,600 a month; the currency follows the region, not the body.
    expect(session.amount_total).toBe(2 * 2600_00);
    expect(session.currency).toBe('usd');
    expect(session.mode).toBe('subscription');
    expect(session.success_url).toBe('http://site.test/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://site.test/payment-failure');
    const [order] = await ctx.db.select().from(billingOrders).where(eq(billingOrders.checkoutSessionId, sessionId));
    expect(session.client_reference_id).toBe(order!.id);
    expect(session.metadata).toMatchObject({ orderId: order!.id, plan: 'sr_technical', region: 'US', billingCycle: 'monthly', talents: '2', months: '3', unitAmount: '260000' });

    await ctx.emulator.controls.completeCheckout(sessionId, { outcome: 'pay' });
    await ctx.settle();
    const payments = await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(ctx.customer) });
    expect(payments.json()[0]).toMatchObject({ amount: 2 * 2600_00, currency: 'usd', status: 'paid', role: 'sr_technical', noOfRoles: 2, noOfMonths: 3 });
  });

  it('prices every plan, region and cycle from the catalogue', async () => {
    const buyer = await registerCustomer(ctx.app);
    for (const plan of plans) {
      for (const region of regions) {
        for (const cycle of billingCycles) {
          const response = await createSubscribe(buyer, selection({ role: plan.key, region, billingCycle: cycle, noOfRoles: 3, amount: 1 }));
          const label = `${plan.key} ${region} ${cycle}`;
          expect(response.statusCode, label).toBe(200);
          const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
          expect(session.amount_total, label).toBe(plan.prices[region][cycle] * 100 * 3);
          expect(session.currency, label).toBe(regionInfo[region].currency);
        }
      }
    }
  });

  it('keeps one Stripe customer per user and currency', async () => {
    const buyer = await registerCustomer(ctx.app);
    const sessionCustomers = [];
    for (const region of ['US', 'AU', 'US', 'AU'] as const) {
      const response = await createSubscribe(buyer, selection({ region }));
      const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
      sessionCustomers.push(session.customer);
    }
    expect(sessionCustomers[0]).toBe(sessionCustomers[2]);
    expect(sessionCustomers[1]).toBe(sessionCustomers[3]);
    expect(sessionCustomers[0]).not.toBe(sessionCustomers[1]);
    const rows = await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, buyer.id));
    expect(rows.map((row) => row.currency).sort()).toEqual(['aud', 'usd']);
  });

  it('refuses a selection outside the catalogue, and visitors', async () => {
    expect((await createSubscribe(ctx.customer, selection({ role: 'ceo' as never }))).statusCode).toBe(400);
    expect((await createSubscribe(ctx.customer, selection({ noOfRoles: 0 }))).statusCode).toBe(400);
    expect((await createSubscribe(ctx.customer, selection({ noOfMonths: 37 }))).statusCode).toBe(400);
    expect((await createSubscribe(ctx.customer, selection({ region: 'UK' as never }))).statusCode).toBe(400);
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection() });
    expect(visitor.statusCode).toBe(401);
  });
});

/** Every request the app's Stripe client sends while `work` runs, as 'METHOD path'. */
async function stripeRequestsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const listener = (event: { method: string; path: string }) => sent.push(`${event.method} ${event.path}`);
  ctx.stripe.client.on('request', listener);
  try {
    await work();
  } finally {
    ctx.stripe.client.off('request', listener);
  }
  return sent;
}

describe("Stripe's cap on one charge", () => {
  it('refuses an order whose first charge passes 99,999,999 with 400 and the Teambuilder form, before any Stripe call', async () => {
    const buyer = await registerCustomer(ctx.app);
    // US Senior Technical yearly: 39 × 26,000.00 = 1,014,000.00 on the first invoice.
    let response!: Awaited<ReturnType<typeof createSubscribe>>;
    const sent = await stripeRequestsDuring(async () => {
      response = await createSubscribe(buyer, selection({ billingCycle: 'yearly', noOfRoles: 39 }));
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'billing.amount_too_large',
      message: billingMessages.amountTooLarge,
      error: billingMessages.amountTooLarge,
    });
    expect(billingMessages.amountTooLarge).toContain(largeOrder.message);
    expect(billingMessages.amountTooLarge).toContain('/teambuilder');
    expect(sent).toEqual([]);
    const [orders] = await ctx.db.select({ total: count() }).from(billingOrders).where(eq(billingOrders.userId, buyer.id));
    expect(orders!.total).toBe(0);
    expect(await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, buyer.id))).toEqual([]);
  });

  it('takes the largest order under the cap, and a monthly order of 100 talents', async () => {
    const buyer = await registerCustomer(ctx.app);
    const yearly = await createSubscribe(buyer, selection({ billingCycle: 'yearly', noOfRoles: 38 }));
    expect(yearly.statusCode).toBe(200);
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(yearly.json().url));
    expect(session.amount_total).toBe(38 * 26000_00);
    expect(session.amount_total).toBeLessThanOrEqual(MAX_ONLINE_CHARGE);
    const monthly = await createSubscribe(buyer, selection({ region: 'CAN', billingCycle: 'monthly', noOfRoles: 100, noOfMonths: 36 }));
    expect(monthly.statusCode).toBe(200);
  });
});

describe('what Checkout asks the buyer for', () => {
  it('takes cards only, and collects the billing address onto the reused Stripe customer', async () => {
    const buyer = await registerCustomer(ctx.app);
    const create = vi.spyOn(ctx.stripe.client.checkout.sessions, 'create');
    try {
      expect((await createSubscribe(buyer, selection())).statusCode).toBe(200);
      expect(create).toHaveBeenCalledTimes(1);
      const params = create.mock.calls[0]![0];
      // The old list was removed on 2026-09-30.endive; the allowed list filters what Stripe offers.
      expect(params).not.toHaveProperty('payment_method_types');
      expect(params).toMatchObject({
        allowed_payment_method_types: ['card'],
        billing_address_collection: 'required',
        customer_update: { address: 'auto', name: 'auto' },
        customer: expect.stringMatching(/^cus_/),
      });
    } finally {
      create.mockRestore();
    }
  });

  it("shows the billing address the buyer gave on Stripe's page in the admin's Address column", async () => {
    const buyer = await registerCustomer(ctx.app);
    const admin = await createAdminSession(ctx.app, ctx.db);
    const response = await createSubscribe(buyer, selection());
    const sessionId = sessionIdOf(response.json().url);
    await ctx.emulator.controls.completeCheckout(sessionId, {
      outcome: 'pay',
      billingAddress: { line1: '1 George St', city: 'Sydney', state: 'NSW', postal_code: '2000', country: 'AU' },
    });
    // Saved on the reused customer (customer_update.address 'auto'), so the customer's invoices carry it.
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionId);
    const customer = await ctx.stripe.client.customers.retrieve(String(session.customer));
    expect(customer.deleted ? null : customer.address).toMatchObject({ line1: '1 George St', city: 'Sydney', country: 'AU' });
    // The success page's sync, so the row is there whenever the webhook's events are handled.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(buyer) });
    const all = await ctx.app.inject({ url: `/api/v1/subscription/get-all?userId=${buyer.id}`, headers: bearer(admin) });
    expect(all.json()[0].shippingAddress).toEqual({ line1: '1 George St', city: 'Sydney', state: 'NSW', country: 'AU' });
  });
});

describe('POST /stripe/checkout-sessions/:id/confirm', () => {
  it('fulfils the session before any webhook: paid, with the subscription recorded and the confirmation mailed', async () => {
    const buyer = await registerCustomer(ctx.app);
    const quiet = await createBillingTestContext({ delivery: 'manual' });
    try {
      const quietBuyer = await registerCustomer(quiet.app, { email: buyer.email });
      const created = await quiet.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection(), headers: bearer(quietBuyer) });
      const sessionId = sessionIdOf(created.json().url);
      await quiet.emulator.controls.completeCheckout(sessionId, { outcome: 'pay' });
      expect(quiet.emulator.controls.pendingEvents().length).toBeGreaterThan(0);

      const confirmed = await quiet.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(quietBuyer) });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({ status: 'paid', subscriptionId: expect.stringMatching(/^sub_/) });
      const mine = await quiet.app.inject({ url: '/api/v1/subscription/my', headers: bearer(quietBuyer) });
      expect(mine.json()).toHaveLength(1);
      expect(mine.json()[0]).toMatchObject({ status: 'active', amount: 5200, unitPrice: 2600, quantity: 2, currency: 'usd', interval: 'month' });
      const mail = await latestMailTo(quiet.db, buyer.email, 2000, 'confirmed');
      expect(mail?.text).toContain('Thank you for your payment of $5,200.00.');

      // The webhook arriving afterwards changes nothing and sends no second mail.
      await quiet.emulator.controls.deliverAll();
      await quiet.settle();
      const payments = await quiet.app.inject({ url: '/api/v1/payments/mypayments', headers: bearer(quietBuyer) });
      expect(payments.json()).toHaveLength(1);
    } finally {
      await quiet.close();
    }
  });

  it("answers 404 for someone else's session and an unknown one", async () => {
    const response = await createSubscribe(ctx.customer, selection());
    const sessionId = sessionIdOf(response.json().url);
    const other = await registerCustomer(ctx.app);
    const foreign = await ctx.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(other) });
    expect(foreign.statusCode).toBe(404);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/checkout-sessions/cs_nothing/confirm', headers: bearer(ctx.customer) });
    expect(unknown.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(ctx.customer) });
    expect(own.json()).toEqual({ status: 'pending', subscriptionId: null });
  });

  it('answers 502 with a plain message when Stripe cannot be reached', async () => {
    const offline = await createBillingTestContext();
    await offline.emulator.close();
    try {
      const buyer = await registerCustomer(offline.app);
      const response = await offline.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection(), headers: bearer(buyer) });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'billing.payments_unavailable', message: billingMessages.paymentsUnavailable });
    } finally {
      await offline.close().catch(() => undefined);
    }
  });
});
