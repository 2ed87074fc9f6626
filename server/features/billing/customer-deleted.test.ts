import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';
import { checkoutSelection, paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { billingCustomers, subscriptions } from './billing.table.js';

// Manual delivery: a test decides when Stripe's events reach the app, or holds them back.
const ctx = useBillingTestApp({ delivery: 'manual' });

/** Every event the emulator holds, delivered, and the app done with them. */
async function deliverEvents() {
  await ctx.emulator.controls.deliverAll();
  await ctx.settle();
}

/** The customer deleted through the API, as the Dashboard's "Delete customer" does; its events (the subscriptions' end, customer.deleted) held. */
async function deleteAtStripe(customerId: string) {
  expect(await ctx.stripe.client.customers.del(customerId)).toMatchObject({ id: customerId, deleted: true });
  const held = ctx.emulator.controls.pendingEvents().filter((event) => event.type === 'customer.deleted');
  expect(held.map((event) => (event.data.object as { id: string }).id)).toEqual([customerId]);
}

const storedCustomers = (userId: string) => ctx.db.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId));

async function checkout(user: Awaited<ReturnType<typeof registerCustomer>>, noOfRoles = 2) {
  return ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: checkoutSelection({ noOfRoles }), headers: bearer(user) });
}

describe('a customer deleted in the Stripe Dashboard', () => {
  it('is forgotten on customer.deleted (its subscription ends and keeps it as history), and the next checkout, even of a selection left open on it, makes a new customer instead of a 502', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { customerId: deleted } = await paidSubscription(ctx, buyer);
    await deliverEvents();
    expect(await storedCustomers(buyer.id)).toEqual([{ id: deleted }]);
    // A checkout left open on that customer: once it is deleted, it can never be paid.
    const abandoned = await checkout(buyer);
    expect(abandoned.statusCode).toBe(200);

    await deleteAtStripe(deleted);
    await deliverEvents();
    expect(await storedCustomers(buyer.id)).toEqual([]);
    const [kept] = await ctx.db.select({ customer: subscriptions.stripeCustomerId, status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, buyer.id));
    expect(kept).toEqual({ customer: deleted, status: 'canceled' });

    // Within 24 hours Stripe replays the first creation (the deleted customer) for the same key,
    // and Checkout refuses that one (400 "No such customer"): a new customer is made.
    const response = await checkout(buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).not.toBe(abandoned.json().url);
    const [replacement] = await storedCustomers(buyer.id);
    expect(replacement?.id).toMatch(/^cus_/);
    expect(replacement?.id).not.toBe(deleted);
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
    expect(session.customer).toBe(replacement?.id);
  });

  it('a stored customer Stripe no longer has (its event not in yet) is replaced at checkout, and the late event leaves the new one alone', async () => {
    const buyer = await registerCustomer(ctx.app);
    // Another selection first (the same one would be sent back to its open session).
    expect((await checkout(buyer, 1)).statusCode).toBe(200);
    const [gone] = await storedCustomers(buyer.id);
    await deleteAtStripe(gone!.id);

    const response = await checkout(buyer);
    expect(response.statusCode).toBe(200);
    const [replacement] = await storedCustomers(buyer.id);
    expect(replacement?.id).not.toBe(gone!.id);
    const session = await ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
    expect(session.customer).toBe(replacement?.id);
    const customer = await ctx.stripe.client.customers.retrieve(replacement!.id);
    expect(customer).toMatchObject({ email: buyer.email, metadata: { userId: buyer.id, currency: 'usd' } });

    await deliverEvents();
    expect(await storedCustomers(buyer.id)).toEqual([replacement]);
  });
});
