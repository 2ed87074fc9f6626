import { beforeAll, describe, expect, it } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import type { SessionUser } from '../../../contract/users.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });
let alice: SessionUser;
let bob: SessionUser;
let aliceSubscription: string;
let bobSubscription: string;
beforeAll(async () => {
  alice = await registerCustomer(ctx.app, { name: 'Alice Andrews' });
  bob = await registerCustomer(ctx.app, { name: 'Bob Baker' });
  aliceSubscription = (await paidSubscription(ctx, alice, { role: 'sr_technical', region: 'AU', noOfRoles: 2, billingCycle: 'yearly' })).subscriptionId;
  bobSubscription = (await paidSubscription(ctx, bob, { role: 'call_receptionist', noOfMonths: 6 })).subscriptionId;
});

const get = (url: string, user?: SessionUser) => ctx.app.inject({ url, headers: user ? bearer(user) : {} });
const post = (url: string, user?: SessionUser) => ctx.app.inject({ method: 'POST', url, headers: user ? bearer(user) : {} });

describe('GET /subscription/my and /subscription/get-all', () => {
  it("shows a customer only their own subscriptions, in the spec's record", async () => {
    const mine = (await get('/api/v1/subscription/my', alice)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      subscriptionId: aliceSubscription,
      user: { name: 'Alice Andrews', email: alice.email },
      amount: 65400,
      unitPrice: 32700,
      quantity: 2,
      currency: 'aud',
      interval: 'year',
      intervalCount: 1,
      status: 'active',
      plan: 'sr_technical',
      region: 'AU',
      billingCycle: 'yearly',
      months: null,
      cancelAt: null,
      latestInvoice: expect.stringMatching(/^in_/),
    });
    expect((await get('/api/v1/subscription/my', bob)).json().map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([bobSubscription]);
  });

  it('lets an admin see, search, sort and page everyone', async () => {
    const all = (await get('/api/v1/subscription/get-all', ctx.admin)).json();
    expect(all.map((s: { subscriptionId: string }) => s.subscriptionId).sort()).toEqual([aliceSubscription, bobSubscription].sort());
    const byName = (await get('/api/v1/subscription/get-all?sort=name_desc&page=1&pageSize=1', ctx.admin)).json();
    expect(byName.total).toBe(2);
    expect(byName.subscriptions[0].user.name).toBe('Bob Baker');
    const searched = (await get(`/api/v1/subscription/get-all?q=${encodeURIComponent('alice andrews')}`, ctx.admin)).json();
    expect(searched.map((s: { subscriptionId: string }) => s.subscriptionId)).toEqual([aliceSubscription]);
    const byAmount = (await get('/api/v1/subscription/get-all?q=654.00', ctx.admin)).json();
    expect(byAmount).toHaveLength(0);
    expect((await get('/api/v1/subscription/get-all?q=65400.00', ctx.admin)).json()).toHaveLength(1);
    expect((await get(`/api/v1/subscription/get-all?userId=${bob.id}`, ctx.admin)).json()).toHaveLength(1);
  });

  it("searches a customer's own list by description, never someone else's", async () => {
    expect((await get('/api/v1/subscription/my?q=receptionist', alice)).json()).toEqual([]);
    expect((await get('/api/v1/subscription/my?q=receptionist', bob)).json()).toHaveLength(1);
    expect((await get('/api/v1/subscription/my?sort=bogus', bob)).statusCode).toBe(400);
  });
});

describe('POST /subscription/cancel/:id', () => {
  it("answers 404 to another customer's subscription and leaves it alone", async () => {
    const response = await post(`/api/v1/subscription/cancel/${aliceSubscription}`, bob);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(billingMessages.subscriptionNotFound);
    expect((await ctx.stripe.client.subscriptions.retrieve(aliceSubscription)).cancel_at).toBeNull();
  });

  it('cancels at the end of the paid period: still active, with cancelAt at the period end, no refund', async () => {
    const response = await post(`/api/v1/subscription/cancel/${aliceSubscription}`, alice);
    expect(response.statusCode).toBe(200);
    const { message, subscription } = response.json();
    expect(message).toBe(billingMessages.canceled);
    expect(subscription.status).toBe('active');
    expect(subscription.cancelAt).toBe(subscription.currentPeriodEnd);
    const reloaded = (await get('/api/v1/subscription/my', alice)).json()[0];
    expect(reloaded.cancelAt).toBe(subscription.currentPeriodEnd);
    const payments = (await get('/api/v1/payments/mypayments', alice)).json();
    expect(payments[0]).toMatchObject({ status: 'paid', amountRefunded: 0 });
    // Asking again changes nothing.
    expect((await post(`/api/v1/subscription/cancel/${aliceSubscription}`, alice)).json().subscription.cancelAt).toBe(subscription.cancelAt);
  });

  it('lets an admin cancel anyone’s, bringing a 6-month end forward to the current period end', async () => {
    const before = (await get('/api/v1/subscription/my', bob)).json()[0];
    expect(Date.parse(before.cancelAt)).toBeGreaterThan(Date.parse(before.currentPeriodEnd));
    const response = await post(`/api/v1/subscription/cancel/${bobSubscription}`, ctx.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().subscription.cancelAt).toBe(before.currentPeriodEnd);
  });
});

describe('GET /invoices/:latestInvoice', () => {
  it('answers the hosted invoice page to its owner and to an admin, 404 to anyone else', async () => {
    const invoiceId = (await get('/api/v1/subscription/my', bob)).json()[0].latestInvoice;
    const own = await get(`/api/v1/invoices/${invoiceId}`, bob);
    expect(own.statusCode).toBe(200);
    expect(own.json().url).toMatch(new RegExp(`/invoices/${invoiceId}$`));
    expect((await get(`/api/v1/invoices/${invoiceId}`, ctx.admin)).json().url).toBe(own.json().url);
    const foreign = await get(`/api/v1/invoices/${invoiceId}`, alice);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(billingMessages.invoiceMissing);
    expect((await get('/api/v1/invoices/in_unknown', bob)).json().message).toBe(billingMessages.invoiceMissing);
  });
});

describe('authorization of the billing endpoints', () => {
  it('answers 401 to visitors everywhere and 403 to customers on admin lists', async () => {
    const invoiceId = (await get('/api/v1/subscription/my', bob)).json()[0].latestInvoice;
    const calls = [
      { method: 'GET', url: '/api/v1/subscription/my' },
      { method: 'GET', url: '/api/v1/subscription/get-all' },
      { method: 'POST', url: `/api/v1/subscription/cancel/${bobSubscription}` },
      { method: 'GET', url: `/api/v1/invoices/${invoiceId}` },
      { method: 'POST', url: '/api/v1/stripe/checkout-sessions/cs_any/confirm' },
      { method: 'GET', url: '/api/v1/payments' },
      { method: 'GET', url: '/api/v1/payments/mypayments' },
      { method: 'GET', url: '/api/v1/payments/summary' },
      { method: 'GET', url: '/api/v1/customers' },
      { method: 'POST', url: '/api/v1/payments/00000000-0000-4000-8000-000000000000/refund', payload: {} },
    ] as const;
    for (const call of calls) expect((await ctx.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    const adminOnly = calls.filter((call) => ['/api/v1/subscription/get-all', '/api/v1/payments', '/api/v1/payments/summary', '/api/v1/customers'].includes(call.url) || call.url.endsWith('/refund'));
    for (const call of adminOnly) {
      expect((await ctx.app.inject({ ...call, headers: bearer(alice) })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
