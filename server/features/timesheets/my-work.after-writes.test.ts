import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicants, placementPauses, subscriptions, timesheets, users } from '../../db/schema.js';
import { buildPlacedTalentWithAccount } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { autoApproveDueTimesheets } from './timesheet-tasks.js';
import { weekStartOf } from './weeks.js';

// My work is answered from memory once read, until something it shows is written (docs/decisions/0201):
// whoever writes (the talent, their customer, the automatic approval, an admin, by hand), the
// talent's next read shows it.
const ctx = useTestApp();

const fullWeek = { hours: [8, 8, 8, 8, 8, 0, 0] };

async function placedTalent(name: string) {
  const placed = await buildPlacedTalentWithAccount(ctx.app, ctx.db, { customer: `${name} Corp`, talentFirstName: `${name}Talent`, talentLastName: 'Reyes' });
  const myWork = async () => {
    const response = await ctx.as(placed.session, 'GET', '/my-work');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json();
  };
  return { ...placed, myWork, thisWeek: weekStartOf(new Date(), placed.placement.timeZone) };
}

describe('My work after a write, at the next read', () => {
  it("shows the week the talent submitted, then the customer's approval", async () => {
    const placed = await placedTalent('Mara');
    expect((await placed.myWork()).currentWeek.timesheet).toBeNull();
    const submitted = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${placed.thisWeek}`, fullWeek);
    expect(submitted.statusCode).toBe(201);
    expect((await placed.myWork()).currentWeek.timesheet).toMatchObject({ status: 'submitted', totalHours: 40 });

    const id = submitted.json().timesheet._id as string;
    expect((await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/approve`)).statusCode).toBe(200);
    expect((await placed.myWork()).currentWeek.timesheet).toMatchObject({ _id: id, status: 'approved' });
  });

  it('shows a week sent back by the customer, and one the automatic approval approved', async () => {
    const placed = await placedTalent('Noel');
    const lastWeek = new Date(Date.parse(`${placed.thisWeek}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const disputed = (await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${lastWeek}`, fullWeek)).json().timesheet._id as string;
    const current = (await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${placed.thisWeek}`, fullWeek)).json().timesheet._id as string;
    await placed.myWork();
    expect((await ctx.as(placed.customer, 'POST', `/team/timesheets/${disputed}/dispute`, { reason: 'Friday was a holiday' })).statusCode).toBe(200);
    expect((await placed.myWork()).pastWeeks).toMatchObject([{ _id: disputed, status: 'disputed', disputeReason: 'Friday was a holiday' }]);

    const [week] = await ctx.db.select({ approveBy: timesheets.approveBy }).from(timesheets).where(eq(timesheets.id, current));
    expect(await autoApproveDueTimesheets({ db: ctx.db }, week!.approveBy)).toBeGreaterThanOrEqual(1);
    expect((await placed.myWork()).currentWeek.timesheet).toMatchObject({ _id: current, status: 'auto_approved' });
  });

  it("shows the company's new name, the subscription's end, and a pause on the talent's days", async () => {
    const placed = await placedTalent('Oona');
    expect((await placed.myWork()).placement).toMatchObject({ company: 'Oona Corp', endDate: null });
    await ctx.db.update(users).set({ name: 'Oona Holdings' }).where(eq(users.id, placed.customer.id));
    expect((await placed.myWork()).placement.company).toBe('Oona Holdings');

    const periodEnd = new Date(Date.now() + 40 * 86_400_000);
    await ctx.db.update(subscriptions).set({ cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd }).where(eq(subscriptions.userId, placed.customer.id));
    expect((await placed.myWork()).placement.endDate).toEqual(expect.any(String));

    await ctx.db.insert(placementPauses).values({ placementId: placed.placement.id, firstDay: placed.thisWeek });
    expect((await placed.myWork()).currentWeek.pausedDays).toEqual(Array(7).fill(true));
  });

  it("shows the talent their own name as an admin corrected it on their weeks", async () => {
    const placed = await placedTalent('Pia');
    await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${placed.thisWeek}`, fullWeek);
    expect((await placed.myWork()).currentWeek.timesheet.talent.name).toBe('PiaTalent Reyes');
    await ctx.db.update(applicants).set({ lastName: 'Reyes-Santos' }).where(eq(applicants.id, placed.talent.id));
    expect((await placed.myWork()).currentWeek.timesheet.talent.name).toBe('PiaTalent Reyes-Santos');
  });
});
