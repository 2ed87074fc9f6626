import { describe, expect, it } from 'vitest';
import { daysToFillRule, type TeamSeat } from '../../../contract/placements.js';
import type { AdminCharts } from '../../../contract/admin-overview.js';
import type { SessionUser } from '../../../contract/users.js';
import { placements } from '../../db/schema.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });

const DAY_MS = 86_400_000;
/** A UTC day `offset` days from today, YYYY-MM-DD (the placements here work in UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** Noon UTC of `date`. */
const noonOf = (date: string) => new Date(`${date}T12:00:00Z`);

/** A placement written as the service would have left it: in `seat`, starting `start`, the seat open `daysToFill` days before. */
async function place(subscriptionId: string, seat: number, start: string, daysToFill: number, end?: { endedAt: Date; endDate: string }) {
  const [talent] = await buildHiredTalents(ctx.db, 1);
  await ctx.db.insert(placements).values({
    subscriptionId,
    seat,
    talentId: talent!.id,
    startDate: start,
    timeZone: 'UTC',
    seatOpenSince: new Date(noonOf(start).getTime() - daysToFill * DAY_MS),
    ...(end ? { endedAt: end.endedAt, endDate: end.endDate, endKind: 'ended', endReason: 'Test' } : {}),
  });
}

async function charts(): Promise<AdminCharts> {
  const response = await ctx.app.inject({ url: '/api/v1/admin/overview/charts', headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminCharts>();
}

async function team(customer: SessionUser): Promise<{ medianDaysToFill: number | null; openSeats: TeamSeat[] }> {
  const response = await ctx.app.inject({ url: '/api/v1/team', headers: bearer(customer) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ medianDaysToFill: number | null; subscriptions: { seats: TeamSeat[] }[] }>();
  return { medianDaysToFill: body.medianDaysToFill, openSeats: body.subscriptions.flatMap((subscription) => subscription.seats.filter((seat) => seat.state === 'open')) };
}

const sumOf = (values: number[]) => values.reduce((sum, value) => sum + value, 0);

describe('days to fill a seat', () => {
  it('counts only placements that started, is the same on /team and the admin chart, and shows once six have started', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Dana Fill' });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 10, startDate: new Date(Date.now() - 90 * DAY_MS) });
    // Neither has started: one starts tomorrow, the other was ended the day before its first day.
    await place(subscription.id, 1, day(1), 40);
    await place(subscription.id, 2, day(-2), 30, { endedAt: new Date(Date.now() - 5 * DAY_MS), endDate: day(-3) });
    for (const [index, days] of [3, 5, 8, 10, 12].entries()) await place(subscription.id, 3 + index, day(-1 - index), days);

    const fewer = (await charts()).daysToFill;
    expect(fewer).toMatchObject({ median: null, placements: 5 });
    expect(daysToFillRule.minimumPlacements).toBe(6);
    expect(await team(customer)).toMatchObject({ medianDaysToFill: null });

    await place(subscription.id, 8, day(-7), 20);
    const enough = (await charts()).daysToFill;
    // 3, 5, 8, 10, 12, 20: the median is 9; counted, the unstarted two (40 and 30) would make it 10.
    expect(enough).toMatchObject({ median: 9, placements: 6 });
    // The caption's count is the table's rows summed.
    expect(sumOf(enough.byMonth.map((month) => month.placements))).toBe(enough.placements);
    expect(enough.byMonth).toHaveLength(daysToFillRule.months);

    const onTeam = await team(customer);
    expect(onTeam.medianDaysToFill).toBe(enough.median);
    expect(onTeam.openSeats.length).toBeGreaterThan(0);
    for (const seat of onTeam.openSeats) expect(seat).toMatchObject({ state: 'open', medianDaysToFill: enough.median });
  });

  it('leaves out placements that started more than twelve months ago, from the count and the median alike', async () => {
    const before = (await charts()).daysToFill;
    const customer = await registerCustomer(ctx.app, { name: 'Olle Old' });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 1, startDate: new Date(Date.now() - 500 * DAY_MS) });
    await place(subscription.id, 1, day(-400), 90);
    const after = (await charts()).daysToFill;
    expect(after).toEqual(before);
  });
});

describe('the admin charts', () => {
  it("count a seat filled from its talent's first day through its last day (end_date, not ended_at)", async () => {
    const before = (await charts()).seatsByWeek;
    const customer = await registerCustomer(ctx.app, { name: 'Sam Seats' });
    const subscription = await buildPaidSubscription(ctx.db, customer.id, { quantity: 4, startDate: new Date(Date.now() - 90 * DAY_MS) });
    const thisMonday = day(-((new Date().getUTCDay() + 6) % 7));
    // Starts this week: filled this week, not the week before.
    await place(subscription.id, 1, thisMonday, 1);
    // Starts tomorrow: not filled yet.
    await place(subscription.id, 2, day(1), 1);
    // Replaced: the end was decided yesterday, and the talent works until the day before the replacement starts.
    await place(subscription.id, 3, day(-30), 1, { endedAt: new Date(Date.now() - DAY_MS), endDate: day(3) });
    // Worked their last day yesterday: filled last week, not now.
    await place(subscription.id, 4, day(-60), 1, { endedAt: new Date(Date.now() - 2 * DAY_MS), endDate: day(-1) });
    const after = (await charts()).seatsByWeek;

    const added = (week: number) => after[week]!.seatsFilled - before[week]!.seatsFilled;
    expect(added(11)).toBe(2);
    expect(added(10)).toBe(2);
    expect(after[11]!.seatsSold - before[11]!.seatsSold).toBe(4);
  });

  it("add up: each chart's summary figure is its table's rows summed", async () => {
    const { applicationsByWeek, daysToFill } = await charts();
    for (const week of applicationsByWeek) expect(sumOf(week.byStage.map((stage) => stage.count))).toBe(week.total);
    expect(sumOf(daysToFill.byMonth.map((month) => month.placements))).toBe(daysToFill.placements);
  });
});
