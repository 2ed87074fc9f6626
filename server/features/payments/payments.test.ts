import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import type { SessionUser } from '../../../contract/users.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { subscriptions } from '../../db/schema.js';
import { payments, refunds } from './payments.table.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });
let carol: SessionUser;
let dave: SessionUser;
beforeAll(async () => {
  carol = await registerCustomer(ctx.app, { name: 'Carol Cruz' });
  dave = await registerCustomer(ctx.app, { name: 'Dave Diaz' });
  await paidSubscription(ctx, carol, { role: 'jr_non_technical', region: 'CAN', noOfRoles: 1 });
  await paidSubscription(ctx, dave, { role: 'sr_technical', region: 'US', noOfRoles: 1, billingCycle: 'yearly' });
});

const get = (url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });
const refund = (paymentId: string, body: object, user: SessionUser = ctx.admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/payments/${paymentId}/refund`, payload: body, headers: bearer(user) });
const paymentOf = async (user: SessionUser) => (await get('/api/v1/payments/mypayments', user)).json()[0];

describe('GET /payments and /payments/mypayments', () => {
  it("gives a customer their own payments in the spec's entity, amounts in cents", async () => {
    const mine = (await get('/api/v1/payments/mypayments', carol)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      customerName: 'Carol Cruz',
      customerEmail: carol.email,
      amount: 1800_00,
      amountRefunded: 0,
      currency: 'cad',
      status: 'paid',
      role: 'jr_non_technical',
      noOfRoles: 1,
      noOfMonths: 3,
      billing: 'monthly',
      invoiceId: expect.stringMatching(/^in_/),
      refunds: [],
    });
    expect(mine[0].created).toBe(Math.floor(Date.parse(mine[0].createdAt) / 1000));
  });

  it('lets an admin filter, search, sort and page all payments', async () => {
    expect((await get('/api/v1/payments', ctx.admin)).json()).toHaveLength(2);
    const page = (await get('/api/v1/payments?sort=amount_desc&page=1&pageSize=1', ctx.admin)).json();
    expect(page.total).toBe(2);
    expect(page.payments[0].customerName).toBe('Dave Diaz');
    expect((await get('/api/v1/payments?currency=cad', ctx.admin)).json().map((p: { customerName: string }) => p.customerName)).toEqual(['Carol Cruz']);
    expect((await get('/api/v1/payments?q=dave', ctx.admin)).json()).toHaveLength(1);
    expect((await get(`/api/v1/payments?userId=${carol.id}`, ctx.admin)).json()).toHaveLength(1);
    expect((await get('/api/v1/payments?sort=bogus', ctx.admin)).statusCode).toBe(400);
  });
});

describe('POST /payments/:id/refund', () => {
  it('refunds in part, then refuses more than what remains (409), then refunds the rest', async () => {
    const payment = await paymentOf(carol);
    const partial = await refund(payment._id, { amount: 500_00, reason: 'requested_by_customer' });
    expect(partial.statusCode).toBe(201);
    expect(partial.json().message).toBe(billingMessages.refunded);
    expect(partial.json().payment).toMatchObject({ amountRefunded: 500_00, status: 'partially_refunded' });
    expect(partial.json().payment.refunds).toEqual([
      expect.objectContaining({ amount: 500_00, currency: 'cad', status: 'succeeded', reason: 'requested_by_customer', refundId: expect.stringMatching(/^re_/) }),
    ]);

    const tooMuch = await refund(payment._id, { amount: 1300_01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'payments.refund_too_large', message: billingMessages.refundTooLarge });

    const rest = await refund(payment._id, {});
    expect(rest.statusCode).toBe(201);
    expect(rest.json().payment).toMatchObject({ amountRefunded: 1800_00, status: 'refunded' });
    // Both refunds may share a second at Stripe, so their order is not asserted.
    expect(rest.json().payment.refunds.map((r: { amount: number }) => r.amount).sort((a: number, b: number) => a - b)).toEqual([500_00, 1300_00]);

    const again = await refund(payment._id, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(billingMessages.nothingToRefund);

    // Stripe agrees, and the refund events that follow change nothing.
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment._id));
    const stripeRefunds = await ctx.stripe.client.refunds.list({ payment_intent: row!.paymentIntentId! });
    expect(stripeRefunds.data.reduce((sum, r) => sum + r.amount, 0)).toBe(1800_00);
    // The refund events Stripe sent meanwhile were all taken (none left pending), and change nothing.
    expect(ctx.emulator.controls.pendingEvents()).toEqual([]);
    expect(await paymentOf(carol)).toMatchObject({ amountRefunded: 1800_00, status: 'refunded' });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.paymentId, payment._id))).toHaveLength(2);
  });

  it('refunds in full when no amount is given, and shows it on the refunds filter', async () => {
    const payment = await paymentOf(dave);
    const response = await refund(payment._id, {});
    expect(response.json().payment).toMatchObject({ amountRefunded: 26000_00, status: 'refunded' });
    const refunded = (await get('/api/v1/payments?refunded=true', ctx.admin)).json();
    expect(refunded.map((p: { customerName: string }) => p.customerName).sort()).toEqual(['Carol Cruz', 'Dave Diaz']);
  });

  it('lets only one of two simultaneous refunds of the same remainder through', async () => {
    const gina = await registerCustomer(ctx.app, { name: 'Gina Garcia' });
    await paidSubscription(ctx, gina, { role: 'call_receptionist', noOfRoles: 1 });
    const payment = await paymentOf(gina);
    const answers = await Promise.all([refund(payment._id, {}), refund(payment._id, {})]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await paymentOf(gina)).toMatchObject({ amountRefunded: 300_00, status: 'refunded', refunds: [expect.objectContaining({ amount: 300_00 })] });
  });

  it('refuses bad amounts, unknown payments and customers', async () => {
    const payment = await paymentOf(carol);
    expect((await refund(payment._id, { amount: -5 })).statusCode).toBe(400);
    expect((await refund(payment._id, { amount: 10.5 })).statusCode).toBe(400);
    expect((await refund(payment._id, { amount: 5, extra: true })).statusCode).toBe(400);
    const unknown = await refund('00000000-0000-4000-8000-000000000000', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(billingMessages.paymentNotFound);
    expect((await refund('not-an-id', {})).statusCode).toBe(404);
    expect((await refund(payment._id, {}, carol)).statusCode).toBe(403);
  });
});

describe('refunds made outside the site', () => {
  it('are recorded from Stripe’s events, once', async () => {
    const frank = await registerCustomer(ctx.app, { name: 'Frank Flores' });
    await paidSubscription(ctx, frank, { role: 'call_receptionist', noOfRoles: 1 });
    const payment = await paymentOf(frank);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, payment._id));
    // As if an admin refunded in Stripe's dashboard: the emulator delivers refund events to the webhook.
    await ctx.stripe.client.refunds.create({ payment_intent: row!.paymentIntentId!, amount: 100_00 });
    for (const event of ctx.emulator.controls.events().filter((e) => e.type.startsWith('refund.') || e.type === 'charge.refunded')) {
      expect(await ctx.emulator.controls.deliver(event.id)).toBe(200);
    }
    await ctx.settle();
    expect(await paymentOf(frank)).toMatchObject({ amountRefunded: 100_00, status: 'partially_refunded', refunds: [expect.objectContaining({ amount: 100_00 })] });
  });
});

describe('GET /customers and /payments/summary', () => {
  it('lists the paying accounts with their totals net of refunds', async () => {
    const erin = await registerCustomer(ctx.app, { name: 'Erin Estrada' });
    await paidSubscription(ctx, erin, { role: 'call_receptionist', region: 'AU', noOfRoles: 2 });
    await registerCustomer(ctx.app, { name: 'Never Paid' });
    const response = await get('/api/v1/customers?sort=name_asc', ctx.admin);
    expect(response.statusCode).toBe(200);
    const { customers, total } = response.json();
    expect(total).toBe(5);
    expect(customers.map((c: { name: string }) => c.name)).toEqual(['Carol Cruz', 'Dave Diaz', 'Erin Estrada', 'Frank Flores', 'Gina Garcia']);
    expect(customers[2]).toMatchObject({ email: erin.email, activeSubscriptions: 1, totalPaid: [{ currency: 'aud', amount: 740_00 }] });
    expect(customers[0].totalPaid).toEqual([{ currency: 'cad', amount: 0 }]);
    expect(customers[2].firstPaymentAt).toBe(customers[2].lastPaymentAt);
    const searched = (await get('/api/v1/customers?q=erin&page=1&pageSize=5', ctx.admin)).json();
    expect(searched.customers.map((c: { name: string }) => c.name)).toEqual(['Erin Estrada']);
  });

  it('sums active subscriptions, monthly recurring revenue per currency and this month’s refunds', async () => {
    const summary = (await get('/api/v1/payments/summary', ctx.admin)).json();
    expect(summary.activeSubscriptions).toBe(5);
    expect(summary.monthlyRecurringRevenue).toEqual([
      { currency: 'aud', amount: 740_00 },
      { currency: 'cad', amount: 1800_00 },
      // USD 26,000 a year counts a twelfth a month.
      { currency: 'usd', amount: 2 * 300_00 + Math.round(26000_00 / 12) },
    ]);
    expect(summary.refundsThisMonth).toEqual([
      { currency: 'cad', amount: 1800_00, count: 2 },
      { currency: 'usd', amount: 26000_00 + 300_00 + 100_00, count: 3 },
    ]);
  });

  it('does not count a past-due subscription as active, though its revenue still recurs', async () => {
    const [erin] = (await get('/api/v1/customers?q=erin', ctx.admin)).json().customers;
    await ctx.db.update(subscriptions).set({ status: 'past_due' }).where(eq(subscriptions.userId, erin.userId));
    const customer = (await get('/api/v1/customers?q=erin', ctx.admin)).json().customers[0];
    expect(customer.activeSubscriptions).toBe(0);
    const summary = (await get('/api/v1/payments/summary', ctx.admin)).json();
    expect(summary.activeSubscriptions).toBe(4);
    expect(summary.monthlyRecurringRevenue).toContainEqual({ currency: 'aud', amount: 740_00 });
  });
});
