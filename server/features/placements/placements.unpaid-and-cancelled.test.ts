import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placementMessages } from '../../../contract/placements.js';
import { subscriptions, timesheets } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { talentSession } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { placements } from './placements.table.js';
import { endPlacementsOfEndedSubscriptions } from './subscription-ends.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Harbour Physio' } });

const assign = (subscriptionId: string, applicantId: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: { applicantId }, headers: bearer(ctx.admin) });
const team = async () => (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(ctx.customer) })).json();
const runScheduledEnd = () => endPlacementsOfEndedSubscriptions({ db: ctx.db, mail: { queue: async () => undefined }, log: ctx.app.log });

describe('unpaid is not paid', () => {
  it('a past-due subscription takes no new talent (409), and /team says the payment is overdue', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 2, status: 'past_due' });
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const refused = await assign(subscription.id, talent!.id);
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([409, 'placements.payment_overdue', placementMessages.paymentOverdue]);
    const mine = (await team()).subscriptions.find((row: { subscriptionId: string }) => row.subscriptionId === subscription.id);
    expect(mine).toMatchObject({ paymentOverdue: true, cancelled: false, endsOn: null });
  });
});

describe('a cancelled subscription', () => {
  it('shows its last day on /team and takes no new talent or replacement from the moment it is cancelled', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 2 });
    const [first, second] = await buildHiredTalents(ctx.db, 2);
    const placed = await assign(subscription.id, first!.id);
    expect(placed.statusCode).toBe(201);
    // The customer cancels at the period's end: 28 December 2026, midnight in New York.
    await ctx.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: new Date(), currentPeriodEnd: new Date('2026-12-29T05:00:00Z') })
      .where(eq(subscriptions.id, subscription.id));

    const mine = (await team()).subscriptions.find((row: { subscriptionId: string }) => row.subscriptionId === subscription.id);
    expect(mine).toMatchObject({ cancelled: true, endsOn: '2026-12-28', paymentOverdue: false });
    const refused = await assign(subscription.id, second!.id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'placements.subscription_cancelled']);
    expect(refused.json().message).toBe(placementMessages.subscriptionCancelled('Monday, December 28, 2026'));
    const request = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/team/placements/${placed.json().placement._id}/replacement-request`,
      payload: { reason: 'Not a fit for us.' },
      headers: bearer(ctx.customer),
    });
    expect([request.statusCode, request.json().code]).toEqual([409, 'placements.subscription_cancelled']);
  });

  it('cancelled at once at Stripe, a fixed term ends its placements that day, and the talent\'s next week is refused', async () => {
    // Three months from a month ago: its own end is two months ahead.
    const termStart = new Date(Date.now() - 30 * 86_400_000);
    const endOfTerm = new Date(termStart);
    endOfTerm.setUTCMonth(endOfTerm.getUTCMonth() + 3);
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1, months: 3, cancelAt: endOfTerm, startDate: termStart });
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const placed = await assign(subscription.id, talent!.id);
    expect(placed.statusCode).toBe(201);
    const placementId = placed.json().placement._id as string;
    // Started three weeks ago, for the test's sake.
    const started = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
    await ctx.db.update(placements).set({ startDate: started }).where(eq(placements.id, placementId));
    const session = await talentSession(ctx.app, ctx.db, talent!.id, 'Fixed Term');

    // Cancelled at once at Stripe: status canceled now, the scheduled end still three months ahead.
    const cancelledAt = new Date();
    await ctx.db.update(subscriptions).set({ status: 'canceled', canceledAt: cancelledAt }).where(eq(subscriptions.id, subscription.id));
    expect(await runScheduledEnd()).toBe(1);
    const [row] = await ctx.db.select().from(placements).where(eq(placements.id, placementId));
    expect(row!.endedAt?.getTime()).toBe(cancelledAt.getTime());
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: row!.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(cancelledAt.getTime() - 1));
    expect(row!.endDate).toBe(today);

    // No day after it is theirs to log, the database says so whatever asks.
    const dayAfter = new Date(Date.parse(`${row!.endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const dayOfWeek = (new Date(`${dayAfter}T00:00:00Z`).getUTCDay() + 6) % 7;
    const weekStart = new Date(Date.parse(`${dayAfter}T00:00:00Z`) - dayOfWeek * 86_400_000).toISOString().slice(0, 10);
    const hours = [0, 0, 0, 0, 0, 0, 0];
    hours[dayOfWeek] = 32;
    await expect(
      ctx.db.insert(timesheets).values({
        placementId,
        customerId: ctx.customer.id,
        talentId: talent!.id,
        weekStart,
        quarterHours: hours,
        status: 'submitted',
        submittedAt: new Date(),
        approveBy: new Date(),
      }),
    ).rejects.toMatchObject({ cause: { constraint: 'timesheets_days_within_placement' } });
    // My work still shows this week, to log the days worked up to the end, and names the last day.
    expect((await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(session) })).json().placement).toMatchObject({ _id: placementId, endDate: row!.endDate });
  });
});
