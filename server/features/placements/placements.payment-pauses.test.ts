import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timesheetMessages } from '../../../contract/timesheets.js';
import type { SessionUser } from '../../../contract/users.js';
import { placementPauses, subscriptions } from '../../db/schema.js';
import type { TemplatedMail } from '../mail/mail.public.js';
import { bearer } from '../../test/factories.js';
import { buildHiredTalents } from '../../test/placement-factories.js';
import { buildPlacedTalentWithAccount, buildTimesheet, type PlacedTalent } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { pausePlacementsOfOverdueSubscriptions, resumePlacementsOfPaidSubscriptions } from './payment-pauses.js';

const ctx = useTestApp({ admin: true });
const queued: TemplatedMail[] = [];


const deps = () => ({ db: ctx.db, mail: { queue: async (_tx: unknown, mail: TemplatedMail) => void queued.push(mail) }, log: ctx.app.log, companyInbox: 'inbox@site.test', paymentGraceDays: 7 });
const pause = (now: Date) => pausePlacementsOfOverdueSubscriptions(deps(), now);
const resume = (now: Date) => resumePlacementsOfPaidSubscriptions(deps(), now);
const put = (user: SessionUser, weekStart: string, hours: number[]) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/my-work/timesheets/${weekStart}`, headers: bearer(user), payload: { hours } });
const pausesOf = (placed: PlacedTalent) => ctx.db.select().from(placementPauses).where(eq(placementPauses.placementId, placed.placement.id));
const setSubscription = (placed: PlacedTalent, values: Partial<typeof subscriptions.$inferInsert>) =>
  ctx.db.update(subscriptions).set(values).where(eq(subscriptions.id, placed.placement.subscriptionId));

/** A talent with an account, placed from Monday 7 September 2026 in Manila time (no daylight saving). */
const placedInManila = (name: string) =>
  buildPlacedTalentWithAccount(ctx.app, ctx.db, { customer: `${name} Corp`, talentFirstName: name, talentLastName: 'Cruz', startDate: '2026-09-07', timeZone: 'Asia/Manila' });

// Overdue since Monday 5 October, 10:00 in Manila: the 7-day grace ends Monday 12 October at 10:00,
// which the talent still works in full; the pause starts on Tuesday 13 October.
const overdueSince = new Date('2026-10-05T02:00:00Z');

describe('unpaid is not paid: a grace period, then a pause, then work again once paid', () => {
  it('past due: assignment refused; after the grace period, days after the pause refused; paid again, days accepted', async () => {
    const placed = await placedInManila('Grace');
    await setSubscription(placed, { status: 'past_due', pastDueSince: overdueSince });

    // No new talent for an overdue subscription.
    const [newcomer] = await buildHiredTalents(ctx.db, 1);
    const assign = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/staffing/subscriptions/${placed.placement.subscriptionId}/placements`,
      payload: { applicantId: newcomer!.id },
      headers: bearer(ctx.admin),
    });
    expect([assign.statusCode, assign.json().code]).toEqual([409, 'placements.payment_overdue']);

    // Within the grace period nothing pauses, and the talent logs their week.
    expect(await pause(new Date('2026-10-12T01:59:00Z'))).toBe(0);
    expect((await put(placed.session, '2026-10-05', [8, 8, 8, 8, 8, 0, 0])).statusCode).toBe(201);
    expect(queued).toEqual([]);

    // The grace ends: one pause from Tuesday 13 October, and the customer, the talent and the inbox are told once.
    expect(await pause(new Date('2026-10-12T02:05:00Z'))).toBe(1);
    expect(await pause(new Date('2026-10-12T02:10:00Z'))).toBe(0);
    expect((await pausesOf(placed)).map((row) => [row.firstDay, row.lastDay])).toEqual([['2026-10-13', null]]);
    expect(queued.map((mail) => [mail.template, mail.to])).toEqual([
      ['placements.placements-paused-customer', placed.customer.email],
      ['placements.placements-paused-company', 'inbox@site.test'],
      ['placements.placement-paused-talent', placed.talent.email],
    ]);
    expect(queued[2]!.props).toMatchObject({ firstDay: '2026-10-13', customerName: 'Grace Corp' });
    expect(queued[0]!.props).toMatchObject({ overdueSince: '2026-10-05', graceDays: 7, talents: [{ name: 'Grace Cruz', firstDay: '2026-10-13' }] });

    // Monday 12 October, the grace's last day, is worked; the days from Tuesday are refused, by name.
    const refused = await put(placed.session, '2026-10-12', [8, 8, 8, 0, 0, 0, 0]);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'timesheets.days_paused']);
    expect(refused.json().message).toBe(timesheetMessages.daysPaused('Tue, Oct 13; Wed, Oct 14'));
    const mondayOnly = await put(placed.session, '2026-10-12', [8, 0, 0, 0, 0, 0, 0]);
    expect(mondayOnly.statusCode).toBe(201);
    expect(mondayOnly.json().timesheet).toMatchObject({
      workDays: [true, false, false, false, false, false, false],
      pausedDays: [false, true, true, true, true, true, true],
      contractedHours: 8,
    });
    // The database refuses them whatever writes the week.
    await expect(buildTimesheet(ctx.db, placed, { weekStart: '2026-10-19', status: 'submitted', hours: [0, 0, 8, 0, 0, 0, 0] })).rejects.toMatchObject({
      cause: { constraint: 'timesheets_days_not_paused' },
    });

    // Staffing and /team say since when it is overdue and since when the work is paused.
    const staffing = (await ctx.app.inject({ url: `/api/v1/staffing/subscriptions/${placed.placement.subscriptionId}`, headers: bearer(ctx.admin) })).json();
    expect(staffing.row).toMatchObject({ status: 'past_due', paymentOverdueSince: overdueSince.toISOString() });
    expect(staffing.row.placements).toEqual([expect.objectContaining({ _id: placed.placement.id, pausedFrom: '2026-10-13' })]);
    const team = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(placed.customer) })).json();
    expect(team.subscriptions[0]).toMatchObject({ paymentOverdue: true, paymentOverdueSince: overdueSince.toISOString(), workPausedFrom: '2026-10-13' });

    // Paid on Tuesday 20 October, 11:00 in Manila (the sync clears past_due_since): the pause ends on Monday 19.
    queued.length = 0;
    await setSubscription(placed, { status: 'active', pastDueSince: null, updatedAt: new Date('2026-10-20T03:00:00Z') });
    expect(await pause(new Date('2026-10-20T03:04:00Z'))).toBe(0);
    expect(await resume(new Date('2026-10-20T03:05:00Z'))).toBe(1);
    expect(await resume(new Date('2026-10-20T03:10:00Z'))).toBe(0);
    const [ended] = await pausesOf(placed);
    expect([ended!.firstDay, ended!.lastDay, ended!.resumedAt?.toISOString()]).toEqual(['2026-10-13', '2026-10-19', '2026-10-20T03:05:00.000Z']);
    expect(queued.map((mail) => [mail.template, mail.to, mail.props.day ?? mail.props.talents])).toEqual([
      ['placements.placements-resumed-customer', placed.customer.email, [{ name: 'Grace Cruz', day: '2026-10-20' }]],
      ['placements.placement-resumed-talent', placed.talent.email, '2026-10-20'],
    ]);

    // The days from the payment on are accepted; the paused ones before it stay refused.
    const afterPayment = await put(placed.session, '2026-10-19', [0, 8, 8, 8, 8, 0, 0]);
    expect(afterPayment.statusCode).toBe(201);
    expect(afterPayment.json().timesheet).toMatchObject({ pausedDays: [true, false, false, false, false, false, false], contractedHours: 32 });
    const pausedMonday = await put(placed.session, '2026-10-19', [8, 8, 8, 8, 8, 0, 0]);
    expect([pausedMonday.statusCode, pausedMonday.json().message]).toEqual([400, timesheetMessages.daysPaused('Mon, Oct 19')]);
    const myWork = (await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(placed.session) })).json();
    expect(myWork.currentWeek).toMatchObject({ pausedDays: Array(7).fill(false), contractedHours: 40 });
    const team2 = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(placed.customer) })).json();
    expect(team2.subscriptions[0]).toMatchObject({ paymentOverdue: false, paymentOverdueSince: null, workPausedFrom: null });
  });

  it('shows the paused days of the current week locked on My work while the pause lasts', async () => {
    const placed = await placedInManila('Locked');
    await setSubscription(placed, { status: 'past_due', pastDueSince: overdueSince });
    expect(await pause(new Date('2026-10-12T02:05:00Z'))).toBe(1);
    const myWork = (await ctx.app.inject({ url: '/api/v1/my-work', headers: bearer(placed.session) })).json();
    // Every day of this week and of the missed ones since the pause is paused: locked, and owed no hours.
    expect(myWork.currentWeek).toMatchObject({ workDays: Array(7).fill(false), pausedDays: Array(7).fill(true), contractedHours: 0 });
    expect(myWork.missedWeeks.find((week: { weekStart: string }) => week.weekStart === '2026-10-12')).toMatchObject({ pausedDays: [false, true, true, true, true, true, true], contractedHours: 8 });
  });

  it('paid before the pause began: the pause covers no day, and the team is told its work goes on', async () => {
    const placed = await placedInManila('Early');
    await setSubscription(placed, { status: 'past_due', pastDueSince: overdueSince });
    expect(await pause(new Date('2026-10-12T02:05:00Z'))).toBe(1);
    queued.length = 0;
    // Paid on Monday 12 October, 13:00 in Manila: the grace's last day, before the first paused one.
    await setSubscription(placed, { status: 'active', pastDueSince: null, updatedAt: new Date('2026-10-12T05:00:00Z') });
    expect(await resume(new Date('2026-10-12T05:05:00Z'))).toBe(1);
    expect((await pausesOf(placed)).map((row) => [row.firstDay, row.lastDay])).toEqual([['2026-10-13', '2026-10-12']]);
    expect(queued.map((mail) => mail.template)).toEqual(['placements.placements-resumed-customer', 'placements.placement-resumed-talent']);
    expect((await put(placed.session, '2026-10-12', [8, 8, 8, 8, 8, 0, 0])).statusCode).toBe(201);
  });
});
