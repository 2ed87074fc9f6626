import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { placementPauses, placements, subscriptions } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildWorkingTalent } from '../../test/placement-factories.js';
import { pausePlacementsOfOverdueSubscriptions } from './payment-pauses.js';
import { endPlacementsOfEndedSubscriptions } from './subscription-ends.js';

const ctx = useBillingTestApp({ admin: true });
const DAY = 86_400;
const mail = { queue: async () => undefined };

const rowOf = async (stripeSubscriptionId: string) =>
  (await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0]!;

/** A customer whose renewals are declined every time: a card from 4000 0000 0000 0341 on the subscription. */
async function subscribedWithFailingCard(customer: SessionUser) {
  const { subscriptionId, customerId } = await paidSubscription(ctx, customer, { billingCycle: 'monthly' });
  const card = await ctx.stripe.client.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeCustomerFail' } });
  await ctx.stripe.client.paymentMethods.attach(card.id, { customer: customerId });
  await ctx.stripe.client.subscriptions.update(subscriptionId, { default_payment_method: card.id });
  await ctx.settle();
  await buildWorkingTalent(ctx.db, subscriptionId, { firstName: 'Rosa', lastName: 'Reyes' });
  return subscriptionId;
}

/** Declined on renewal, then on Stripe's three retries (3, 5 and 7 days after, on the emulator's clock). */
async function declinedToTheEnd(subscriptionId: string) {
  await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
  await ctx.settle();
  const overdue = await rowOf(subscriptionId);
  expect(overdue.status).toBe('past_due');
  const invoice = await ctx.stripe.client.invoices.retrieve(overdue.latestInvoiceId!);
  expect(invoice.attempt_count).toBe(1);
  expect(invoice.next_payment_attempt).toBe(invoice.created + 3 * DAY);

  // Past the grace period the team's work pauses (the site's task, run at the grace's end + a day).
  const graceOver = new Date(overdue.pastDueSince!.getTime() + 8 * DAY * 1000);
  const deps = { db: ctx.db, mail, log: ctx.app.log, companyInbox: 'inbox@site.test', paymentGraceDays: 7 };
  expect(await pausePlacementsOfOverdueSubscriptions(deps, graceOver)).toBe(1);

  for (const attempt of [2, 3, 4]) {
    await ctx.emulator.controls.advanceClock(attempt === 2 ? 3 * DAY + 60 : 2 * DAY);
    await ctx.settle();
    expect((await ctx.stripe.client.invoices.retrieve(invoice.id)).attempt_count).toBe(attempt);
  }
  const last = await ctx.stripe.client.invoices.retrieve(invoice.id);
  expect([last.status, last.next_payment_attempt]).toEqual(['open', null]);
  return invoice;
}

const activePlacementsOf = async (stripeSubscriptionId: string) => {
  const row = await rowOf(stripeSubscriptionId);
  const rows = await ctx.db.select().from(placements).where(eq(placements.subscriptionId, row.id));
  return rows.filter((placement) => placement.endedAt === null);
};

describe('a renewal declined on every retry', () => {
  it('set to "mark unpaid": after the third retry the subscription is unpaid, and the paused team ends', async () => {
    ctx.emulator.controls.setDunning({ retryDays: [3, 5, 7], afterLast: 'unpaid' });
    const customer = await registerCustomer(ctx.app, { name: 'Una Unpaid' });
    const subscriptionId = await subscribedWithFailingCard(customer);

    await declinedToTheEnd(subscriptionId);
    expect((await ctx.stripe.client.subscriptions.retrieve(subscriptionId)).status).toBe('unpaid');
    expect((await rowOf(subscriptionId)).status).toBe('unpaid');
    const pauses = await ctx.db.select().from(placementPauses);
    expect(pauses.length).toBeGreaterThan(0);

    expect(await endPlacementsOfEndedSubscriptions({ db: ctx.db, mail, log: ctx.app.log })).toBe(1);
    expect(await activePlacementsOf(subscriptionId)).toEqual([]);
    const team = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) })).json();
    expect(team.subscriptions.find((row: { subscriptionId: string }) => row.subscriptionId === (subscriptionId)) ?? null).toBeNull();
  }, 120_000);

  it('set to "cancel": after the third retry the subscription is canceled at Stripe and on the site, and the team ends', async () => {
    ctx.emulator.controls.setDunning({ retryDays: [3, 5, 7], afterLast: 'cancel' });
    const customer = await registerCustomer(ctx.app, { name: 'Cal Cancelled' });
    const subscriptionId = await subscribedWithFailingCard(customer);

    await declinedToTheEnd(subscriptionId);
    const atStripe = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);
    expect([atStripe.status, atStripe.cancellation_details?.reason]).toEqual(['canceled', 'payment_failed']);
    expect((await rowOf(subscriptionId)).status).toBe('canceled');

    expect(await endPlacementsOfEndedSubscriptions({ db: ctx.db, mail, log: ctx.app.log })).toBe(1);
    expect(await activePlacementsOf(subscriptionId)).toEqual([]);
  }, 120_000);
});
