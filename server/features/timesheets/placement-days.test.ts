import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timesheetMessages } from '../../../contract/timesheets.js';
import type { SessionUser } from '../../../contract/users.js';
import { placements, timesheets } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { buildPaidSubscription } from '../../test/placement-factories.js';
import { buildPlacedTalentWithAccount, buildTimesheet, type PlacedTalent } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp();

const put = (user: SessionUser, weekStart: string, hours: number[]) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/my-work/timesheets/${weekStart}`, headers: bearer(user), payload: { hours } });
const weeksOf = (talentId: string) => ctx.db.select().from(timesheets).where(eq(timesheets.talentId, talentId));

const placedWithAccount = (name: string, startDate: string, timeZone = 'Asia/Manila') =>
  buildPlacedTalentWithAccount(ctx.app, ctx.db, { customer: `${name} Corp`, talentFirstName: name, talentLastName: 'Cruz', startDate, timeZone });

/** Ends the placement with `endDate` as its last day (as the service does at the day's end). */
async function endOn(placed: PlacedTalent, endDate: string) {
  await ctx.db
    .update(placements)
    .set({ endedAt: new Date(`${endDate}T16:00:00Z`), endDate, endKind: 'ended', endReason: 'Project over' })
    .where(eq(placements.id, placed.placement.id));
}

describe('hours only on the placement\'s days', () => {
  it('refuses hours before the start, naming the days, and saves nothing', async () => {
    // Placed from Saturday 28 November: Monday 23 to Friday 27 are not theirs.
    const placed = await placedWithAccount('Saturday', '2026-11-28');
    const refused = await put(placed.session, '2026-11-23', [8, 8, 8, 8, 8, 2.5, 0]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'timesheets.days_outside_placement' });
    expect(refused.json().message).toBe(timesheetMessages.daysOutsidePlacement('Mon, Nov 23; Tue, Nov 24; Wed, Nov 25; Thu, Nov 26; Fri, Nov 27'));
    expect(await weeksOf(placed.talent.id)).toEqual([]);

    // The days it covers are taken, and the week's contract is theirs only: no working day, 0 h.
    const taken = await put(placed.session, '2026-11-23', [0, 0, 0, 0, 0, 2.5, 0]);
    expect(taken.statusCode).toBe(201);
    expect(taken.json().timesheet).toMatchObject({ workDays: [false, false, false, false, false, true, true], contractedHours: 0, totalHours: 2.5, overtime: true });
  });

  it('prorates a partial week: 8 h for each working day covered, and overtime above that', async () => {
    const placed = await placedWithAccount('Wednesday', '2026-11-18');
    const week = await put(placed.session, '2026-11-16', [0, 0, 8, 8, 8, 0, 0]);
    expect(week.json().timesheet).toMatchObject({ contractedHours: 24, totalHours: 24, overtime: false, workDays: [false, false, true, true, true, true, true] });
    const more = await put(placed.session, '2026-11-16', [0, 0, 9, 9, 8, 0, 0]);
    expect(more.json().timesheet).toMatchObject({ contractedHours: 24, totalHours: 26, overtime: true });
  });

  it('refuses hours after the last day of an ended placement', async () => {
    const placed = await placedWithAccount('Ended', '2026-10-05');
    await endOn(placed, '2026-11-04');
    const refused = await put(placed.session, '2026-11-02', [8, 8, 8, 8, 8, 0, 0]);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'timesheets.days_outside_placement']);
    expect(refused.json().message).toContain('Thu, Nov 5; Fri, Nov 6');
    const kept = await put(placed.session, '2026-11-02', [8, 8, 8, 0, 0, 0, 0]);
    expect(kept.statusCode).toBe(201);
    expect(kept.json().timesheet).toMatchObject({ contractedHours: 24, workDays: [true, true, true, false, false, false, false] });
  });

  it('holds each day of a week split between two placements once, on the placement that covered it', async () => {
    const first = await placedWithAccount('Split', '2026-10-05');
    await endOn(first, '2026-11-03');
    // Placed again for another customer from Wednesday 4 November.
    const subscription = await buildPaidSubscription(ctx.db, first.customer.id, { quantity: 1 });
    const [second] = await ctx.db
      .insert(placements)
      .values({ subscriptionId: subscription.id, seat: 1, talentId: first.talent.id, startDate: '2026-11-04', timeZone: 'Asia/Manila', seatOpenSince: new Date() })
      .returning();

    expect((await put(first.session, '2026-11-02', [8, 8, 0, 0, 0, 0, 0])).json().timesheet).toMatchObject({ placementId: first.placement.id });
    expect((await put(first.session, '2026-11-02', [0, 0, 8, 8, 8, 0, 0])).json().timesheet).toMatchObject({ placementId: second!.id });
    // Both placements' days at once fit neither.
    const mixed = await put(first.session, '2026-11-02', [8, 8, 8, 8, 8, 0, 0]);
    expect([mixed.statusCode, mixed.json().code]).toEqual([400, 'timesheets.days_outside_placement']);
    const weeks = await weeksOf(first.talent.id);
    expect(weeks.map((week) => [week.placementId, week.quarterHours]).sort()).toEqual(
      [
        [first.placement.id, [32, 32, 0, 0, 0, 0, 0]],
        [second!.id, [0, 0, 32, 32, 32, 0, 0]],
      ].sort(),
    );
  });
});

describe('the database itself', () => {
  it('refuses a day\'s hours before the start or after the end of the placement, whatever the service checked', async () => {
    const placed = await placedWithAccount('Database', '2026-11-04');
    await expect(buildTimesheet(ctx.db, placed, { weekStart: '2026-11-02', status: 'submitted', hours: [8, 0, 0, 0, 0, 0, 0] })).rejects.toMatchObject({
      cause: { constraint: 'timesheets_days_within_placement' },
    });
    await endOn(placed, '2026-11-05');
    await expect(buildTimesheet(ctx.db, placed, { weekStart: '2026-11-02', status: 'submitted', hours: [0, 0, 8, 8, 8, 0, 0] })).rejects.toMatchObject({
      cause: { constraint: 'timesheets_days_within_placement' },
    });
    expect(await buildTimesheet(ctx.db, placed, { weekStart: '2026-11-02', status: 'submitted', hours: [0, 0, 8, 8, 0, 0, 0] })).toBeTruthy();
  });

  it('refuses the same date on two placements of one talent', async () => {
    const first = await placedWithAccount('Twice', '2026-10-05');
    const subscription = await buildPaidSubscription(ctx.db, first.customer.id, { quantity: 1 });
    await endOn(first, '2026-11-04');
    const placeAgainFrom = (startDate: string) =>
      ctx.db
        .insert(placements)
        .values({ subscriptionId: subscription.id, seat: 1, talentId: first.talent.id, startDate, timeZone: 'Asia/Manila', seatOpenSince: new Date() })
        .returning();
    // A second placement whose days overlap the first is refused (migration 0024's date-range rule)...
    await expect(placeAgainFrom('2026-11-04')).rejects.toMatchObject({ cause: { constraint: 'placements_talent_one_per_day' } });
    // ...so a date belongs to one placement, and hours on it go on that one only.
    const [second] = await placeAgainFrom('2026-11-05');
    await buildTimesheet(ctx.db, first, { weekStart: '2026-11-02', status: 'submitted', hours: [8, 8, 8, 0, 0, 0, 0] });
    const onSecond = { ...first, placement: second! };
    await expect(buildTimesheet(ctx.db, onSecond, { weekStart: '2026-11-02', status: 'submitted', hours: [0, 0, 8, 8, 0, 0, 0] })).rejects.toMatchObject({
      cause: { constraint: 'timesheets_days_within_placement' },
    });
    expect(await buildTimesheet(ctx.db, onSecond, { weekStart: '2026-11-02', status: 'submitted', hours: [0, 0, 0, 8, 8, 0, 0] })).toBeTruthy();
  });
});
