import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffingRow } from '../../../contract/placements.js';
import { placements, replacementRequests, subscriptions } from '../../db/schema.js';
import { registerCustomer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });

async function staffing(query: string): Promise<{ rows: StaffingRow[]; total: number }> {
  const response = await ctx.as(ctx.admin, 'GET', `/staffing?pageSize=100${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Each list a Staffing admin uses, as seen by them: which subscriptions, in order, with how many seats filled and requests. */
async function lists() {
  const seen = async (query: string) => {
    const page = await staffing(query);
    expect(page.total).toBe(page.rows.length);
    return page.rows.map((row) => `${row.description}: ${row.filledSeats}/${row.seats}, ${row.replacementRequests} requests`);
  };
  return { all: await seen(''), open: await seen('&seats=open'), full: await seen('&seats=full'), requested: await seen('&replacementRequested=true') };
}

describe('the Staffing list right after a write', () => {
  it('follows assignments, requests, endings and subscription changes: each list as the seats are', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Harbor Dental' });
    const two = await buildPaidSubscription(ctx.db, customer.id, { quantity: 2, description: 'Two seats', startDate: new Date('2026-01-01T00:00:00Z') });
    const one = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1, description: 'One seat', startDate: new Date('2026-02-01T00:00:00Z') });
    const [ana, ben] = await buildHiredTalents(ctx.db, 2);
    expect(await lists()).toEqual({
      all: ['Two seats: 0/2, 0 requests', 'One seat: 0/1, 0 requests'],
      open: ['Two seats: 0/2, 0 requests', 'One seat: 0/1, 0 requests'],
      full: [],
      requested: [],
    });

    const place = async (subscriptionId: string, talentId: string) =>
      (
        await ctx.db
          .insert(placements)
          .values({ subscriptionId, seat: 1, talentId, startDate: '2026-03-02', timeZone: 'UTC', seatOpenSince: new Date('2026-01-01T00:00:00Z') })
          .returning()
      )[0]!;
    const anaPlaced = await place(one.id, ana!.id);
    await place(two.id, ben!.id);
    expect(await lists()).toEqual({
      all: ['Two seats: 1/2, 0 requests', 'One seat: 1/1, 0 requests'],
      open: ['Two seats: 1/2, 0 requests'],
      full: ['One seat: 1/1, 0 requests'],
      requested: [],
    });

    await ctx.db.insert(replacementRequests).values({ placementId: anaPlaced.id, requestedBy: customer.id, reason: 'Needs evening hours.' });
    expect((await lists()).requested).toEqual(['One seat: 1/1, 1 requests']);

    // Ana's placement ends: the request goes with it, and her seat is open again, waiting since today.
    await ctx.db.execute(sql`update replacement_requests set resolved_at = now() where placement_id = ${anaPlaced.id}`);
    await ctx.db.update(placements).set({ endedAt: new Date(), endKind: 'ended', endDate: '2026-04-03' }).where(eq(placements.id, anaPlaced.id));
    expect(await lists()).toEqual({
      all: ['Two seats: 1/2, 0 requests', 'One seat: 0/1, 0 requests'],
      open: ['Two seats: 1/2, 0 requests', 'One seat: 0/1, 0 requests'],
      full: [],
      requested: [],
    });

    // The two-seat subscription drops to one seat (now full), and the one-seat one is cancelled for good.
    await ctx.db.update(subscriptions).set({ quantity: 1 }).where(eq(subscriptions.id, two.id));
    await ctx.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, one.id));
    expect(await lists()).toEqual({ all: ['Two seats: 1/1, 0 requests'], open: [], full: ['Two seats: 1/1, 0 requests'], requested: [] });
  });
});
