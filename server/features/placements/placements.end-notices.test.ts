import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../billing/billing.table.js';
import type { TemplatedMail } from '../mail/mail.public.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { talentSession } from '../../test/timesheet-factories.js';
import { placements, subscriptionEndNotices } from './placements.table.js';
import { announceSubscriptionEnds } from './subscription-end-notices.js';
import { endPlacementsOfEndedSubscriptions } from './subscription-ends.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const inbox = 'inbox@staffing.test';
const ctx = useBillingTestApp({ admin: true });
let sent: TemplatedMail[];


const mail = { queue: async (_executor: unknown, message: TemplatedMail) => void sent.push(message) };
/** One run of the scheduled task's telling part; answers the mails it queued. */
async function tell(): Promise<TemplatedMail[]> {
  sent = [];
  await announceSubscriptionEnds({ db: ctx.db, mail, companyInbox: inbox, log: ctx.app.log });
  return sent;
}
/** The mails of one customer's subscription: theirs, their talents' and the inbox's about them. */
const about = (mails: TemplatedMail[], customerEmail: string, talentEmails: string[]) =>
  mails.filter((m) => m.to === customerEmail || talentEmails.includes(m.to) || (m.to === inbox && m.props.customerEmail === customerEmail));

async function assign(subscriptionId: string, applicantId: string) {
  const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: { applicantId }, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().placement._id as string;
}

describe('a known subscription end reaches everyone', () => {
  it('a cancel at the period end mails the customer, each talent and the inbox once, with the day /team, /staffing and My work show', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Cora Cancel' });
    const { subscriptionId: stripeId } = await paidSubscription(ctx, customer, { role: 'sr_technical', noOfRoles: 2, billingCycle: 'yearly' });
    const [subscription] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeId));
    const [ana, ben] = await buildHiredTalents(ctx.db, 2, { lastName: 'Ended' });
    const anaPlacement = await assign(subscription!.id, ana!.id);
    await assign(subscription!.id, ben!.id);
    const anaSession = await talentSession(ctx.app, ctx.db, ana!.id, 'Ana Ended');
    const talents = [ana!.email, ben!.email];
    expect(about(await tell(), customer.email, talents)).toEqual([]);

    const cancel = await ctx.app.inject({ method: 'POST', url: `/api/v1/subscription/cancel/${stripeId}`, headers: bearer(customer) });
    expect(cancel.statusCode).toBe(200);
    await ctx.settle();

    // Every screen has the end at once.
    const team = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) })).json().subscriptions[0];
    const lastDay: string = team.endsOn;
    expect(team).toMatchObject({ cancelled: true });
    expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(team.seats.map((seat: { placement: { endDate: string; endedAt: string | null } }) => seat.placement)).toEqual([
      expect.objectContaining({ endDate: lastDay, endedAt: null }),
      expect.objectContaining({ endDate: lastDay, endedAt: null }),
    ]);
    const staffing = (await ctx.app.inject({ url: `/api/v1/staffing/subscriptions/${subscription!.id}`, headers: bearer(ctx.admin) })).json().row;
    expect(staffing).toMatchObject({ cancelled: true, endsOn: lastDay });
    expect(staffing.placements.map((placement: { endDate: string }) => placement.endDate)).toEqual([lastDay, lastDay]);
    const myWork = (await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(anaSession) })).json();
    expect(myWork.placement).toMatchObject({ _id: anaPlacement, endDate: lastDay });

    // The next run tells each of them once, the same day.
    const mails = about(await tell(), customer.email, talents);
    expect(mails.map((m) => [m.to, m.template]).sort()).toEqual(
      [
        [customer.email, 'placements.subscription-ending-customer'],
        [ana!.email, 'placements.subscription-ending-talent'],
        [ben!.email, 'placements.subscription-ending-talent'],
        [inbox, 'placements.subscription-ending-inbox'],
      ].sort(),
    );
    const toCustomer = mails.find((m) => m.to === customer.email)!;
    expect(toCustomer.props).toMatchObject({ day: lastDay, team: [expect.objectContaining({ lastDay }), expect.objectContaining({ lastDay })] });
    expect(mails.find((m) => m.to === ana!.email)!.props).toMatchObject({ lastDay, customerName: 'Cora Cancel' });
    expect(mails.find((m) => m.to === inbox)!.props).toMatchObject({ day: lastDay, reached: false });

    // Stripe tells the site again (the cancel repeated, its sync with it): nobody is told twice.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/subscription/cancel/${stripeId}`, headers: bearer(customer) })).statusCode).toBe(200);
    await ctx.settle();
    expect(about(await tell(), customer.email, talents)).toEqual([]);

    // The period ends: the placements end on the very day that was told, and the end is not told again.
    await ctx.emulator.controls.advanceToNextPeriod(stripeId);
    await ctx.settle();
    expect(about(await tell(), customer.email, talents)).toEqual([]);
    await endPlacementsOfEndedSubscriptions({ db: ctx.db, mail: { queue: async () => undefined }, log: ctx.app.log });
    const ended = await ctx.db.select().from(placements).where(eq(placements.subscriptionId, subscription!.id));
    expect(ended.map((row) => [row.endKind, row.endDate])).toEqual([
      ['subscription_ended', lastDay],
      ['subscription_ended', lastDay],
    ]);
  }, 60_000);

  it('a withdrawn cancellation is told as such, and a cancel after it (or a changed end) is told again', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Rhea Resume' });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1, { lastName: 'Resumed' });
    await assign(subscription.id, talent!.id);
    const ofThis = async () => about(await tell(), customer.email, [talent!.email]).map((m) => m.template).sort();
    const cancelAt = (end: Date | null) =>
      ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: end !== null, currentPeriodEnd: end ?? subscription.currentPeriodEnd }).where(eq(subscriptions.id, subscription.id));

    await cancelAt(new Date('2030-01-15T05:00:00Z'));
    expect(await ofThis()).toEqual(['placements.subscription-ending-customer', 'placements.subscription-ending-inbox', 'placements.subscription-ending-talent']);

    await cancelAt(null);
    expect(await ofThis()).toEqual(['placements.subscription-continues-customer', 'placements.subscription-continues-inbox', 'placements.subscription-continues-talent']);
    expect(await ctx.db.select().from(subscriptionEndNotices).where(eq(subscriptionEndNotices.subscriptionId, subscription.id))).toEqual([]);
    expect(await ofThis()).toEqual([]);

    await cancelAt(new Date('2030-01-15T05:00:00Z'));
    const again = about(await tell(), customer.email, [talent!.email]);
    expect(again.find((m) => m.to === talent!.email)?.props).toMatchObject({ lastDay: '2030-01-14' });
    // Brought forward: a new end is news.
    await cancelAt(new Date('2029-12-01T05:00:00Z'));
    const changed = about(await tell(), customer.email, [talent!.email]);
    expect(changed.find((m) => m.to === talent!.email)?.props).toMatchObject({ lastDay: '2029-11-30' });
  });

  it('a subscription canceled at once at Stripe is told to the inbox; the customer and talent hear it from the ending mails', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Ivo Immediate' });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1, { lastName: 'AtOnce' });
    await assign(subscription.id, talent!.id);
    await ctx.db.update(subscriptions).set({ status: 'canceled', canceledAt: new Date() }).where(eq(subscriptions.id, subscription.id));

    const mails = about(await tell(), customer.email, [talent!.email]);
    expect(mails.map((m) => [m.to, m.template])).toEqual([[inbox, 'placements.subscription-ending-inbox']]);
    expect(mails[0]!.props).toMatchObject({ reached: true, team: [expect.objectContaining({ name: `${talent!.firstName} AtOnce` })] });
    expect(about(await tell(), customer.email, [talent!.email])).toEqual([]);
  });

  it('a fixed term running to its own end, and a cancelled one long over with nobody on it, tell nobody', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Fay Fixed' });
    const start = new Date(Date.now() - 30 * 86_400_000);
    const termEnd = new Date(start);
    termEnd.setUTCMonth(termEnd.getUTCMonth() + 3);
    await buildPaidSubscription(ctx.db, customer.id, { quantity: 1, months: 3, cancelAt: termEnd, startDate: start });
    await buildPaidSubscription(ctx.db, customer.id, { quantity: 1, status: 'canceled', cancelAtPeriodEnd: true, currentPeriodEnd: new Date('2024-01-01T00:00:00Z') });
    expect(about(await tell(), customer.email, [])).toEqual([]);
  });
});
