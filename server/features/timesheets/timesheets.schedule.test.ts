import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, timesheetReminders, timesheets } from '../../db/schema.js';
import type { MailQueue, TemplatedMail } from '../mail/mail.public.js';
import { buildPlacedTalentWithAccount, buildTimesheet } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { submitWeek } from './my-work.service.js';
import { autoApproveDueTimesheets, sendTimesheetReminders } from './timesheet-tasks.js';

const ctx = useTestApp();

const fullWeek = { hours: [8, 8, 8, 8, 8, 0, 0] };

const placedWithAccount = (name: string, timeZone: string) =>
  buildPlacedTalentWithAccount(ctx.app, ctx.db, { customer: `${name} Corp`, talentFirstName: name, talentLastName: 'Reyes', timeZone, startDate: '2026-01-05' });

const statusOf = async (id: string) => (await ctx.db.select().from(timesheets).where(eq(timesheets.id, id)))[0]!.status;

describe('the automatic approval', () => {
  it('approves a New York week at Thursday midnight after the March change (04:00Z), not an hour later or earlier', async () => {
    const placed = await placedWithAccount('Ada', 'America/New_York');
    // Submitted on Wednesday of the week the clocks go forward (Sunday 8 March 2026).
    const submitted = await submitWeek(ctx.db, placed.session.id, '2026-03-02', fullWeek, new Date('2026-03-04T12:00:00Z'));
    expect(submitted.created).toBe(true);
    expect(submitted.timesheet.approveBy).toBe('2026-03-12T04:00:00.000Z');
    expect(submitted.timesheet.dates).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    const id = submitted.timesheet._id;

    await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-03-12T03:59:59Z'));
    expect(await statusOf(id)).toBe('submitted');
    await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-03-12T04:00:00Z'));
    expect(await statusOf(id)).toBe('auto_approved');

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit).toMatchObject({ action: 'timesheet.auto_approved', actorEmail: 'system', targetType: 'timesheet', detail: { talent: 'Ada Reyes', weekStart: '2026-03-02', totalHours: 40, talentId: placed.talent.id } });
    // Closed to the talent once approved by itself.
    await expect(submitWeek(ctx.db, placed.session.id, '2026-03-02', fullWeek, new Date('2026-03-12T05:00:00Z'))).rejects.toMatchObject({ statusCode: 409, code: 'timesheets.already_approved' });
  });

  it('approves a Sydney week at Thursday midnight after the April change (14:00Z) and after the October one (13:00Z)', async () => {
    const placed = await placedWithAccount('Bea', 'Australia/Sydney');
    const april = await submitWeek(ctx.db, placed.session.id, '2026-03-30', fullWeek, new Date('2026-04-01T00:00:00Z'));
    const october = await submitWeek(ctx.db, placed.session.id, '2026-09-28', fullWeek, new Date('2026-10-01T00:00:00Z'));
    expect([april.timesheet.approveBy, october.timesheet.approveBy]).toEqual(['2026-04-08T14:00:00.000Z', '2026-10-07T13:00:00.000Z']);

    await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-04-08T13:59:00Z'));
    expect(await statusOf(april.timesheet._id)).toBe('submitted');
    await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-04-08T14:00:00Z'));
    expect([await statusOf(april.timesheet._id), await statusOf(october.timesheet._id)]).toEqual(['auto_approved', 'submitted']);
    await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-10-07T13:00:00Z'));
    expect(await statusOf(october.timesheet._id)).toBe('auto_approved');
  });

  it('approves every due week in batches, leaves answered and disputed weeks alone, and finds nothing the second time', async () => {
    const placed = await placedWithAccount('Cal', 'UTC');
    const due = [];
    for (let week = 0; week < 7; week += 1) {
      const weekStart = new Date(Date.parse('2026-01-05T00:00:00Z') + week * 7 * 86_400_000).toISOString().slice(0, 10);
      due.push((await buildTimesheet(ctx.db, placed, { weekStart, status: 'submitted', approveBy: new Date('2020-01-01T00:00:00Z') })).id);
    }
    const disputed = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-02', status: 'disputed', approveBy: new Date('2020-01-01T00:00:00Z') });
    const approved = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-09', status: 'approved', approveBy: new Date('2020-01-01T00:00:00Z') });

    expect(await autoApproveDueTimesheets({ db: ctx.db }, new Date('2021-01-01T00:00:00Z'), 3)).toBe(7);
    const rows = await ctx.db.select().from(timesheets).where(eq(timesheets.placementId, placed.placement.id));
    expect(rows.filter((row) => row.status === 'auto_approved').map((row) => row.id).sort()).toEqual([...due].sort());
    expect(rows.find((row) => row.id === disputed.id)!.status).toBe('disputed');
    expect(rows.find((row) => row.id === approved.id)!).toMatchObject({ status: 'approved', decidedBy: placed.customer.id });
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'timesheet.auto_approved'), inArray(auditLog.targetId, due)))).toHaveLength(7);
    expect(await autoApproveDueTimesheets({ db: ctx.db }, new Date('2021-01-01T00:00:00Z'), 3)).toBe(0);
  });
});

describe('the reminders', () => {
  const queued: TemplatedMail[] = [];
  const mail: MailQueue = { queue: async (_executor, message) => void queued.push(message) };
  const remind = (now: string) => sendTimesheetReminders({ db: ctx.db, mail, log: ctx.app.log }, new Date(now));
  const mailsTo = (email: string, template: string) => queued.filter((message) => message.to === email && message.template === template);

  it('reminds a talent who has not submitted by Friday 15:00 their customer’s time, once a week', async () => {
    const late = await placedWithAccount('Dora', 'America/New_York');
    const done = await placedWithAccount('Eli', 'America/New_York');
    await submitWeek(ctx.db, done.session.id, '2027-01-04', fullWeek, new Date('2027-01-06T12:00:00Z'));

    // Friday 8 January 2027, 14:59 in New York (EST, UTC−5): not yet.
    await remind('2027-01-08T19:59:00Z');
    expect(mailsTo(late.session.email, 'timesheets.talent-submit-reminder')).toHaveLength(0);
    await remind('2027-01-08T20:00:00Z');
    await remind('2027-01-08T21:00:00Z');
    expect(mailsTo(late.session.email, 'timesheets.talent-submit-reminder')).toEqual([
      expect.objectContaining({ props: { talentName: 'Dora Reyes', company: 'Dora Corp', weekStart: '2027-01-04' } }),
    ]);
    expect(mailsTo(done.session.email, 'timesheets.talent-submit-reminder')).toHaveLength(0);
    const kept = await ctx.db.select().from(timesheetReminders).where(eq(timesheetReminders.userId, late.session.id));
    expect(kept.map((row) => [row.kind, row.weekStart])).toEqual([['talent_submit', '2027-01-04']]);

    // The next week is a new week.
    await remind('2027-01-15T20:30:00Z');
    expect(mailsTo(late.session.email, 'timesheets.talent-submit-reminder').map((message) => message.props.weekStart)).toEqual(['2027-01-04', '2027-01-11']);
  });

  it('reminds a customer with weeks waiting on Monday 09:00 their time, once a week, and not for weeks sent after', async () => {
    const placed = await placedWithAccount('Fay', 'Australia/Sydney');
    // Submitted on Friday 8 January 2027 in Sydney; a week submitted after the Monday reminder does not count until next Monday.
    await submitWeek(ctx.db, placed.session.id, '2027-01-04', fullWeek, new Date('2027-01-08T06:00:00Z'));
    // Monday 11 January 2027, 08:59 in Sydney (AEDT, UTC+11) is Sunday 21:59 UTC.
    await remind('2027-01-10T21:59:00Z');
    expect(mailsTo(placed.customer.email, 'timesheets.customer-review-reminder')).toHaveLength(0);
    await remind('2027-01-10T22:00:00Z');
    await remind('2027-01-10T23:00:00Z');
    await submitWeek(ctx.db, placed.session.id, '2027-01-11', fullWeek, new Date('2027-01-12T01:00:00Z'));
    await remind('2027-01-12T02:00:00Z');
    expect(mailsTo(placed.customer.email, 'timesheets.customer-review-reminder')).toEqual([
      expect.objectContaining({ props: { customerName: 'Fay Corp', weeks: 1 }, subject: 'A week of hours is waiting for your approval' }),
    ]);
    const kept = await ctx.db.select().from(timesheetReminders).where(eq(timesheetReminders.userId, placed.customer.id));
    expect(kept.map((row) => [row.kind, row.weekStart])).toEqual([['customer_review', '2027-01-11']]);
  });
});
