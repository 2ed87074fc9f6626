import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';
import { checkoutSelection } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { billingOrders } from './billing.table.js';

const ctx = useBillingTestApp({ delivery: 'manual' });

const checkout = (user: SessionUser, overrides = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection(overrides), headers: bearer(user) });

const ordersOf = (user: SessionUser) =>
  ctx.db.select({ status: billingOrders.status, sessionId: billingOrders.checkoutSessionId }).from(billingOrders).where(eq(billingOrders.userId, user.id));

async function deliverAndSettle() {
  await ctx.emulator.controls.deliverAll();
  await ctx.settle();
}

describe('one payable checkout per selection', () => {
  it('gives two parallel checkouts of one selection the same session, and another selection its own', async () => {
    const buyer = await registerCustomer(ctx.app);
    const [first, second] = await Promise.all([checkout(buyer), checkout(buyer)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().url).toBe(first.json().url);
    const again = await checkout(buyer);
    expect(again.json().url).toBe(first.json().url);
    expect(await ordersOf(buyer)).toEqual([{ status: 'open', sessionId: sessionIdOf(first.json().url) }]);

    const other = await checkout(buyer, { noOfRoles: 2 });
    expect(other.json().url).not.toBe(first.json().url);
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(first.json().url));
    expect(session.expires_at - session.created).toBeGreaterThanOrEqual(3_599);
    expect(session.expires_at - session.created).toBeLessThanOrEqual(3_601);
  });

  it('closes the order of a session that expired unpaid, and a new checkout then gets a new session', async () => {
    const buyer = await registerCustomer(ctx.app);
    const first = (await checkout(buyer)).json().url;
    await ctx.emulator.controls.advanceClock(3_600);
    await deliverAndSettle();
    expect(await ordersOf(buyer)).toEqual([{ status: 'expired', sessionId: sessionIdOf(first) }]);
    await expect(ctx.emulator.controls.completeCheckout(sessionIdOf(first), { outcome: 'pay' })).rejects.toThrow(/no longer active/);

    const second = await checkout(buyer);
    expect(second.statusCode).toBe(200);
    expect(second.json().url).not.toBe(first);
    const statuses = (await ordersOf(buyer)).map((order) => order.status).sort();
    expect(statuses).toEqual(['expired', 'open']);
  });

  it('expires a session at Stripe before replacing one near its end, so only one can be paid', async () => {
    const buyer = await registerCustomer(ctx.app);
    const first = (await checkout(buyer)).json().url;
    // Five minutes or less left: not handed out again.
    await ctx.db.update(billingOrders).set({ expiresAt: new Date(Date.now() + 60_000) }).where(and(eq(billingOrders.userId, buyer.id), eq(billingOrders.status, 'open')));
    const second = (await checkout(buyer)).json().url;
    expect(second).not.toBe(first);
    expect((await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(first))).status).toBe('expired');
    expect((await ordersOf(buyer)).filter((order) => order.status === 'open')).toEqual([{ status: 'open', sessionId: sessionIdOf(second) }]);
  });
});
