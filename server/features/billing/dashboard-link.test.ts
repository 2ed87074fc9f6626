import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../../../contract/billing.js';
import { useBillingTestApp, type BillingTestContext } from '../../test/billing-context.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { latestMailTo, registerCustomer } from '../../test/factories.js';
import { payments } from '../../db/schema.js';
import { billingCustomers, subscriptions } from './billing.table.js';
import { ownerFromDashboardLink } from './dashboard-link.js';

const ctx = useBillingTestApp({ admin: true });

/**
 * What staff make in Stripe's Dashboard for a quoted order, as the Dashboard makes it (no Checkout):
 * a customer, a card attached and made their default, a product, and a subscription of one price
 * on it with the quantity, charged at once to that card, that names no order of the site's.
 */
async function dashboardSubscription(
  context: BillingTestContext,
  options: { currency?: string; unitAmount?: number; quantity?: number; interval?: 'month' | 'year'; customerId?: string } = {},
) {
  const stripe = context.stripe.client;
  const customerId = options.customerId ?? (await stripe.customers.create({ email: 'accounts@quoted.example', name: 'Quoted Co' })).id;
  const card = await stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
  await stripe.paymentMethods.attach(card.id, { customer: customerId });
  await stripe.customers.update(customerId, { invoice_settings: { default_payment_method: card.id } });
  const product = await stripe.products.create({ name: 'Senior Technical (quoted)' });
  const subscription = await stripe.subscriptions.create({
    customer: customerId,
    items: [
      {
        quantity: options.quantity ?? 12,
        price_data: {
          currency: options.currency ?? 'usd',
          product: product.id,
          unit_amount: options.unitAmount ?? 2_600_00,
          recurring: { interval: options.interval ?? 'month' },
        },
      },
    ],
  });
  await context.settle();
  expect(subscription.status).toBe('active');
  return { subscriptionId: subscription.id, customerId };
}

/** Staff set the metadata in the Dashboard: Stripe sends customer.subscription.updated, the site syncs it. */
async function setMetadata(subscriptionId: string, metadata: Record<string, string>) {
  await ctx.stripe.client.subscriptions.update(subscriptionId, { metadata });
  await ctx.settle();
}

async function subscriptionsOf(user: { token: string }): Promise<SubscriptionRecord[]> {
  const body = (await ctx.as(user, 'GET', '/subscription/my')).json<SubscriptionRecord[] | { subscriptions: SubscriptionRecord[] }>();
  return Array.isArray(body) ? body : body.subscriptions;
}

async function staffingRowOf(stripeSubscriptionId: string) {
  const [row] = await ctx.db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId));
  if (!row) return undefined;
  const list = (await ctx.as(ctx.admin, 'GET', '/staffing?pageSize=100')).json<{ rows: { subscriptionId: string; seats: number; filledSeats: number; role: string; customer: { userId: string } }[] }>();
  return list.rows.find((staffing) => staffing.subscriptionId === row.id);
}

const customersOf = (userId: string) =>
  ctx.db.select({ currency: billingCustomers.currency, stripeCustomerId: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.userId, userId));

/** A logger whose warnings the test reads. */
function capturedLog() {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as (typeof lines)[number]);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream) as unknown as FastifyBaseLogger, warnings: () => lines.filter((line) => line.level === 40) };
}

describe('a subscription made by hand in the Dashboard, linked to an account by its metadata', () => {
  it('is ignored until linked; then the account lists it, Staffing seats it, and its customer becomes the account’s', async () => {
    const buyer = await registerCustomer(ctx.app, { name: 'Quoted Buyer' });
    const { subscriptionId, customerId } = await dashboardSubscription(ctx, { quantity: 12 });
    expect(await subscriptionsOf(buyer)).toEqual([]);
    expect(await staffingRowOf(subscriptionId)).toBeUndefined();

    // The address typed in another case still names the account.
    await setMetadata(subscriptionId, { userEmail: buyer.email.toUpperCase(), plan: 'sr_technical' });

    const [listed] = await subscriptionsOf(buyer);
    expect(listed).toMatchObject({
      subscriptionId,
      plan: 'sr_technical',
      region: 'US',
      billingCycle: 'monthly',
      months: null,
      quantity: 12,
      unitPrice: 2600,
      amount: 31_200,
      status: 'active',
      description: 'Senior Technical: 12 talents, monthly',
    });
    expect(await staffingRowOf(subscriptionId)).toMatchObject({ seats: 12, filledSeats: 0, role: 'Senior Technical', customer: { userId: buyer.id } });
    expect(await customersOf(buyer.id)).toEqual([{ currency: 'usd', stripeCustomerId: customerId }]);
    // Its first invoice is the account's payment, confirmed to them by mail, and the portal opens on this customer.
    const paid = await ctx.db.select({ status: payments.status, amount: payments.amount }).from(payments).where(eq(payments.userId, buyer.id));
    expect(paid).toEqual([{ status: 'paid', amount: 31_200_00 }]);
    expect((await latestMailTo(ctx.db, buyer.email, 2000, 'subscription is confirmed'))?.text).toContain('For: Senior Technical: 12 talents, monthly');
    expect((await ctx.as(buyer, 'GET', '/billing/accounts')).json()).toEqual({ currencies: ['usd'] });
  }, 60_000);

  it('keeps the customer an account already pays from, and records the linked subscription with its own', async () => {
    const buyer = await registerCustomer(ctx.app);
    const own = await paidSubscription(ctx, buyer, { region: 'US' });
    const quoted = await dashboardSubscription(ctx, { quantity: 20, interval: 'year', unitAmount: 20_000_00 });

    await setMetadata(quoted.subscriptionId, { userId: buyer.id, plan: 'Junior Technical' });

    const listed = await subscriptionsOf(buyer);
    expect(listed.map((subscription) => subscription.subscriptionId).sort()).toEqual([own.subscriptionId, quoted.subscriptionId].sort());
    expect(listed.find((subscription) => subscription.subscriptionId === quoted.subscriptionId)).toMatchObject({ billingCycle: 'yearly', quantity: 20 });
    expect(await customersOf(buyer.id)).toEqual([{ currency: 'usd', stripeCustomerId: own.customerId }]);
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, quoted.subscriptionId));
    expect(row?.stripeCustomerId).toBe(quoted.customerId);
    expect(await staffingRowOf(quoted.subscriptionId)).toMatchObject({ seats: 20 });
  }, 60_000);

  it('ends after the months its metadata names, as a checkout of N months does', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId } = await dashboardSubscription(ctx, { quantity: 15, currency: 'aud', unitAmount: 3_270_00 });

    await setMetadata(subscriptionId, { userEmail: buyer.email, plan: 'sr_technical', months: '6' });

    const [listed] = await subscriptionsOf(buyer);
    expect(listed).toMatchObject({ region: 'AU', currency: 'aud', months: 6, description: 'Senior Technical: 15 talents, monthly for 6 months' });
    const atStripe = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    expect(atStripe.cancel_at).not.toBeNull();
    expect(listed?.cancelAt).toBe(new Date(atStripe.cancel_at! * 1000).toISOString());
  }, 60_000);

  it('is not linked, and says why, when the metadata names no customer account or lacks the plan', async () => {
    const buyer = await registerCustomer(ctx.app);
    const { subscriptionId } = await dashboardSubscription(ctx);

    await setMetadata(subscriptionId, { userId: '7c9e6679-7425-40de-944b-e07fc1f4a9e1', plan: 'sr_technical' });
    expect(await staffingRowOf(subscriptionId)).toBeUndefined();

    const subscription = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    const reasonFor = async (metadata: Record<string, string>) => {
      const { log, warnings } = capturedLog();
      const owner = await ctx.db.transaction((tx) => ownerFromDashboardLink(log, tx, { ...subscription, metadata }));
      expect(owner).toBeUndefined();
      return warnings().map((line) => `${line.msg}: ${line.reason}`);
    };
    const notLinked = 'stripe: Dashboard subscription not linked to an account';
    expect(await reasonFor(subscription.metadata)).toEqual([`${notLinked}: metadata.userId names no account`]);
    expect(await reasonFor({ userEmail: 'nobody@example.com', plan: 'sr_technical' })).toEqual([`${notLinked}: metadata.userEmail names no account`]);
    expect(await reasonFor({ userEmail: ctx.admin.email, plan: 'sr_technical' })).toEqual([`${notLinked}: the account named is not a customer account`]);
    expect(await reasonFor({ userEmail: buyer.email })).toEqual([expect.stringMatching(new RegExp(`^${notLinked}: metadata.plan is missing or unknown`))]);
    expect(await subscriptionsOf(buyer)).toEqual([]);
    expect(await customersOf(buyer.id)).toEqual([]);
  }, 60_000);

  it('refuses a Stripe customer the site already records for another account', async () => {
    const first = await registerCustomer(ctx.app);
    const second = await registerCustomer(ctx.app);
    const { customerId } = await paidSubscription(ctx, first, { region: 'US' });
    const quoted = await dashboardSubscription(ctx, { customerId });

    await setMetadata(quoted.subscriptionId, { userId: second.id, plan: 'sr_technical' });

    expect(await subscriptionsOf(second)).toEqual([]);
    expect((await subscriptionsOf(first)).map((subscription) => subscription.subscriptionId)).not.toContain(quoted.subscriptionId);
    expect(await customersOf(second.id)).toEqual([]);
  }, 60_000);
});
