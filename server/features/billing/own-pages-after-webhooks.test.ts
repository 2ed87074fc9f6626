import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMinorUnits } from '../../../contract/money.js';
import type { SessionUser } from '../../../contract/users.js';
import { users } from '../../db/schema.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { registerCustomer } from '../../test/factories.js';
import { parseCsv } from '../../test/payroll-csv.js';

// A customer's /subscription, /payments and statements are answered from memory once read, until something
// they show is written (docs/decisions/0201): what Stripe tells the site through its webhooks is
// on the next read.
const ctx = useBillingTestApp({ admin: true });

async function read(customer: SessionUser, page: string) {
  const response = await ctx.as(customer, 'GET', page);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toMatch(/(^|, )no-store$/);
  return response.json();
}

/** The customer's statement from today on (the emulator's clock runs ahead by its periods): its invoice rows and its USD total. */
async function statement(customer: SessionUser) {
  const from = new Date().toISOString().slice(0, 10);
  const response = await ctx.as(customer, 'GET', `/payments/statement.csv?from=${from}&to=${Number(from.slice(0, 4)) + 1}${from.slice(4)}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  const { rows, totals } = parseCsv(response.body);
  return { invoices: rows.length, refunded: totals.Refunded, total: totals.Amount };
}

describe("a customer's own pages after Stripe's webhooks, at the next read", () => {
  it('shows a cancellation and a change of seats made at Stripe, on /subscription and /team', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Quinn Harbor' });
    const { subscriptionId } = await paidSubscription(ctx, customer, { noOfRoles: 1, billingCycle: 'yearly' });
    expect((await read(customer, '/subscription/my'))[0]).toMatchObject({ subscriptionId, cancelAt: null, quantity: 1 });
    expect((await read(customer, '/team')).subscriptions[0].seats).toHaveLength(1);

    await ctx.stripe.client.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await ctx.settle();
    expect((await read(customer, '/subscription/my'))[0].cancelAt).toEqual(expect.any(String));
    expect((await read(customer, '/team')).subscriptions[0]).toMatchObject({ cancelled: true, endsOn: expect.any(String) });

    const item = (await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).items.data[0]!;
    await ctx.stripe.client.subscriptions.update(subscriptionId, { items: [{ id: item.id, quantity: 2 }], proration_behavior: 'none' });
    await ctx.settle();
    expect((await read(customer, '/subscription/my'))[0].quantity).toBe(2);
    expect((await read(customer, '/team')).subscriptions[0].seats).toHaveLength(2);
  }, 60_000);

  it('shows a declined renewal as overdue, then its payment, and a refund, on /subscription, /payments and the statement', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Rosa Lindgren' });
    const { subscriptionId, customerId } = await paidSubscription(ctx, customer, { billingCycle: 'monthly' });
    expect((await read(customer, '/subscription/my'))[0].paymentOverdue).toBeNull();
    expect(await read(customer, '/payments/mypayments')).toHaveLength(1);
    expect((await read(customer, '/payments/myinvoices')).total).toBe(1);
    const first = await statement(customer);
    expect(first.invoices).toBe(1);

    ctx.emulator.controls.failNextPayment(customerId);
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    expect((await read(customer, '/subscription/my'))[0]).toMatchObject({ status: 'past_due', paymentOverdue: { since: expect.any(String) } });
    expect((await read(customer, '/payments/myinvoices')).total).toBe(2);

    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    expect((await read(customer, '/subscription/my'))[0]).toMatchObject({ status: 'active', paymentOverdue: null });
    const paid = await read(customer, '/payments/mypayments');
    expect(paid.filter((payment: { status: string }) => payment.status === 'paid').length).toBeGreaterThanOrEqual(2);

    const refunded = await ctx.as(ctx.admin, 'POST', `/payments/${paid[0]._id}/refund`, { amount: 100_00, reason: 'requested_by_customer' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const afterRefund = await read(customer, '/payments/mypayments');
    expect(afterRefund.find((payment: { _id: string }) => payment._id === paid[0]._id).refunds).toHaveLength(1);
    const refundedStatement = await statement(customer);
    expect(refundedStatement.invoices).toBe(3);
    expect([first.refunded, refundedStatement.refunded]).toEqual([formatMinorUnits(0, 'usd'), formatMinorUnits(100_00, 'usd')]);
  }, 60_000);

  it("shows the account's new name and address on its subscriptions and payments", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Sven Ek' });
    await paidSubscription(ctx, customer);
    expect((await read(customer, '/payments/mypayments'))[0].customerName).toBe('Sven Ek');
    expect((await read(customer, '/subscription/my'))[0].user.name).toBe('Sven Ek');
    await ctx.db.update(users).set({ name: 'Sven Ek AB', email: `ab-${customer.email}` }).where(eq(users.id, customer.id));
    expect((await read(customer, '/payments/mypayments'))[0]).toMatchObject({ customerName: 'Sven Ek AB', customerEmail: `ab-${customer.email}` });
    expect((await read(customer, '/subscription/my'))[0].user).toEqual({ name: 'Sven Ek AB', email: `ab-${customer.email}` });
  }, 60_000);
});
