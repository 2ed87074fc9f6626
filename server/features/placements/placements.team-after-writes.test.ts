import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { applicants, placementPauses, placements, subscriptions } from '../../db/schema.js';
import { registerCustomer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

// /team is answered from memory once read, until something it shows is written (docs/decisions/0201):
// each test reads it, writes as the site (or an admin, or by hand) would, and reads it again.
const ctx = useTestApp({ admin: true });

const DAY_MS = 86_400_000;

async function team(customer: SessionUser) {
  const response = await ctx.as(customer, 'GET', '/team');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
}

const seatsOf = async (customer: SessionUser) => (await team(customer)).subscriptions[0].seats;

describe('/team after a write, at the next read', () => {
  it("shows a talent an admin placed, a replacement asked for, and the seat open again once the admin ends the placement", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Ama Mensah' });
    expect((await team(customer)).subscriptions).toEqual([]);
    const placed = await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id, { firstName: 'Luz', lastName: 'Aquino', seats: 2 });
    expect((await seatsOf(customer))[0]).toMatchObject({ state: 'filled', placement: { _id: placed.placementId, talent: { firstName: 'Luz' }, replacementRequest: null } });

    const asked = await ctx.as(customer, 'POST', `/team/placements/${placed.placementId}/replacement-request`, { reason: 'Needs more SQL' });
    expect(asked.statusCode).toBe(201);
    expect((await seatsOf(customer))[0].placement.replacementRequest).toMatchObject({ reason: 'Needs more SQL' });

    expect((await ctx.as(ctx.admin, 'POST', `/staffing/placements/${placed.placementId}/end`, { reason: 'Moved to another client' })).statusCode).toBe(200);
    const after = await team(customer);
    expect(after.subscriptions[0].seats.map((seat: { state: string }) => seat.state)).toEqual(['open', 'open']);
    expect(after.subscriptions[0].history).toMatchObject([{ _id: placed.placementId, endKind: 'ended' }]);
  });

  it("shows a talent's name as corrected, and a pause their subscription's overdue payment put on their work", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Bo Lindqvist' });
    const placed = await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id, { firstName: 'Jun', lastName: 'Dela Cruz' });
    await seatsOf(customer);
    await ctx.db.update(applicants).set({ firstName: 'Junior' }).where(eq(applicants.id, placed.talent.id));
    expect((await seatsOf(customer))[0].placement.talent.firstName).toBe('Junior');

    // Its payment is overdue: the work pauses once the grace runs out, then from the day the pause began.
    await ctx.db.update(subscriptions).set({ status: 'past_due', pastDueSince: new Date() }).where(eq(subscriptions.id, placed.subscription.id));
    const overdue = (await team(customer)).subscriptions[0];
    expect(overdue).toMatchObject({ paymentOverdue: true, workPausedFrom: expect.any(String) });
    await ctx.db.insert(placementPauses).values({ placementId: placed.placementId, firstDay: '2026-11-02' });
    expect((await team(customer)).subscriptions[0].workPausedFrom).toBe('2026-11-02');
  });

  it("follows the days-to-fill figure as other customers' talents start, though nothing of this customer's changed", async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Cleo Figueroa' });
    await buildPaidSubscription(ctx.db, customer.id, { quantity: 1 });
    const before = (await team(customer)).medianDaysToFill;
    const other = await registerCustomer(ctx.app, { name: 'Dev Patel' });
    const subscription = await buildPaidSubscription(ctx.db, other.id, { quantity: 6, startDate: new Date(Date.now() - 60 * DAY_MS) });
    const talents = await buildHiredTalents(ctx.db, 6);
    await ctx.db.insert(placements).values(
      talents.map((talent, index) => ({
        subscriptionId: subscription.id,
        seat: index + 1,
        talentId: talent.id,
        startDate: new Date(Date.now() - (index + 2) * DAY_MS).toISOString().slice(0, 10),
        timeZone: 'UTC',
        seatOpenSince: new Date(Date.now() - 400 * DAY_MS),
      })),
    );
    const after = (await team(customer)).medianDaysToFill;
    expect(after).not.toBe(before);
    expect(after).toBeGreaterThan(300);
  });

  it('closes the seats the instant the subscription ends, with no write at that instant', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Eli Navarro' });
    // Cancelled at the period's end, which comes in a moment.
    await buildPaidSubscription(ctx.db, customer.id, { quantity: 2, cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() + 1_500) });
    expect(await seatsOf(customer)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await seatsOf(customer)).toEqual([]);
  });
});
