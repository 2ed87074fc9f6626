import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../contract/placement-dates.js';
import { findDatabaseError } from '../../lib/database-errors.js';
import { bearer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { timesheets } from '../../db/schema.js';
import { placements } from './placements.table.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Rosa Delgado' } });

/** The first Monday of March next year: a working day ahead, whatever the year. */
const mondayNextMarch = () => {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers: bearer(ctx.admin) });

/** A seat filled from Monday, then replaced from Wednesday of the same week. */
async function replacedFromWednesday() {
  const monday = mondayNextMarch();
  const wednesday = addDays(monday, 2);
  const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
  const [outgoing, incoming] = await buildHiredTalents(ctx.db, 2, { firstName: 'Jerome' });
  const assigned = await post(`/staffing/subscriptions/${subscription.id}/placements`, { applicantId: outgoing!.id, startDate: monday, timeZone: 'Asia/Manila' });
  expect(assigned.statusCode).toBe(201);
  const replaced = await post(`/staffing/placements/${assigned.json().placement._id}/replace`, { applicantId: incoming!.id, startDate: wednesday });
  expect(replaced.statusCode).toBe(201);
  return { monday, wednesday, subscription, outgoing: outgoing!, incoming: incoming!, replaced: replaced.json() };
}

/** A week's hours written straight to the table, as only the database's own rule stands in the way. */
function insertWeek(placement: typeof placements.$inferSelect, weekStart: string, hours: number[]) {
  return ctx.db.insert(timesheets).values({
    placementId: placement.id,
    customerId: ctx.customer.id,
    talentId: placement.talentId,
    weekStart,
    quarterHours: hours.map((day) => day * 4),
    note: '',
    status: 'submitted',
    submittedAt: new Date(),
    approveBy: new Date(`${addDays(weekStart, 10)}T00:00:00Z`),
  });
}

async function constraintOf(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    return findDatabaseError(error)?.constraint;
  }
  return undefined;
}

describe('a replacement overlaps, never gaps', () => {
  it('keeps the current talent placed through Tuesday when the replacement starts on Wednesday, one talent a day', async () => {
    const { monday, wednesday, subscription, replaced } = await replacedFromWednesday();
    const tuesday = addDays(monday, 1);
    expect(replaced.ended).toMatchObject({ startDate: monday, endDate: tuesday, endKind: 'replaced' });
    expect(replaced.placement).toMatchObject({ startDate: wednesday, endDate: null, seat: 1 });

    // Every day of the month after the first start is covered by exactly one placement of the seat.
    const rows = await ctx.db.select().from(placements).where(eq(placements.subscriptionId, subscription.id));
    for (let day = monday; day <= addDays(monday, 30); day = addDays(day, 1)) {
      const covering = rows.filter((row) => row.startDate <= day && (row.endDate === null || day <= row.endDate));
      expect(covering, day).toHaveLength(1);
    }
  });

  it('shows the outgoing talent on the seat with the replacement next, and tells both in the future tense', async () => {
    const { monday, wednesday, outgoing, incoming, replaced } = await replacedFromWednesday();
    const team = await ctx.app.inject({ method: 'GET', url: '/api/v1/team', headers: bearer(ctx.customer) });
    const seat = team
      .json()
      .subscriptions.flatMap((subscription: { seats: { state: string; placement?: { _id: string } }[] }) => subscription.seats)
      .find((candidate: { placement?: { _id: string } }) => candidate.placement?._id === replaced.ended._id);
    expect(seat).toMatchObject({ state: 'filled', placement: { endDate: addDays(monday, 1) }, next: { _id: replaced.placement._id, startDate: wednesday } });

    const staffing = await ctx.app.inject({ method: 'GET', url: `/api/v1/staffing/subscriptions/${replaced.placement.subscriptionId}`, headers: bearer(ctx.admin) });
    expect(staffing.statusCode).toBe(200);
    expect(staffing.json().row.placements.map((placement: { _id: string }) => placement._id).sort()).toEqual([replaced.ended._id, replaced.placement._id].sort());

    const toOutgoing = await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, outgoing.email));
    expect(toOutgoing.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Your placement with Rosa Delgado ends after Tuesday, March \d{1,2}, \d{4}$/));
    const toIncoming = await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, incoming.email));
    expect(toIncoming.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^You start with Rosa Delgado on Wednesday, March \d{1,2}, \d{4}$/));
  });

  it('holds each day of the handover week on one placement, by the database itself', async () => {
    const { monday, replaced } = await replacedFromWednesday();
    const [outgoingRow] = await ctx.db.select().from(placements).where(eq(placements.id, replaced.ended._id));
    const [incomingRow] = await ctx.db.select().from(placements).where(eq(placements.id, replaced.placement._id));

    expect(await constraintOf(insertWeek(outgoingRow!, monday, [8, 8, 8, 0, 0, 0, 0]))).toBe('timesheets_days_within_placement');
    expect(await constraintOf(insertWeek(incomingRow!, monday, [8, 0, 8, 8, 8, 0, 0]))).toBe('timesheets_days_within_placement');
    expect(await constraintOf(insertWeek(outgoingRow!, monday, [8, 8, 0, 0, 0, 0, 0]))).toBeUndefined();
    expect(await constraintOf(insertWeek(incomingRow!, monday, [0, 0, 8, 8, 8, 0, 0]))).toBeUndefined();
  });

  it('refuses a second placement of the seat, or of the outgoing talent, on a day already covered', async () => {
    const { monday, subscription, outgoing, replaced } = await replacedFromWednesday();
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const overlapping = ctx.db.insert(placements).values({
      subscriptionId: subscription.id,
      seat: 1,
      talentId: talent!.id,
      startDate: addDays(monday, 1),
      timeZone: 'Asia/Manila',
      seatOpenSince: new Date(),
      endedAt: new Date(),
      endDate: addDays(monday, 1),
      endKind: 'ended',
    });
    expect(await constraintOf(overlapping)).toBe('placements_seat_one_per_day');

    // The outgoing talent is free from Wednesday, not before.
    const elsewhere = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const tooSoon = await post(`/staffing/subscriptions/${elsewhere.id}/placements`, { applicantId: outgoing.id, startDate: addDays(monday, 1) });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toMatchObject({ code: 'placements.talent_already_placed' });
    const afterwards = await post(`/staffing/subscriptions/${elsewhere.id}/placements`, { applicantId: outgoing.id, startDate: replaced.placement.startDate });
    expect(afterwards.statusCode).toBe(201);
  });
});
