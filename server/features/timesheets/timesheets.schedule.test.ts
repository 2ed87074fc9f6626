import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, timesheetReminders, timesheets } from '../../db/schema.js';
import { verifyAuditChain } from '../audit/audit.public.js';
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

/** The automatic approval's audit rows (one per batch), and every week they list, in the order listed. */
async function approvalAudit() {
  const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'timesheets.auto_approved')).orderBy(auditLog.sequence);
  const weeks = rows.flatMap((row) => (row.detail.records as { id: string }[]).map((record) => ({ ...record, batch: row.id })));
  return { rows, weeks };
}

/** `count` weeks of one new placement, submitted and past their approve-by time. */
async function dueWeeks(name: string, count: number) {
  const placed = await placedWithAccount(name, 'UTC');
  const ids: string[] = [];
  for (let week = 0; week < count; week += 1) {
    const weekStart = new Date(Date.parse('2026-01-05T00:00:00Z') + week * 7 * 86_400_000).toISOString().slice(0, 10);
    ids.push((await buildTimesheet(ctx.db, placed, { weekStart, status: 'submitted', approveBy: new Date('2020-01-01T00:00:00Z') })).id);
  }
  return { placed, ids };
}

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

    // One row for the batch, listing the week with what its own row used to say.
    const audit = await approvalAudit();
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]).toMatchObject({ actorEmail: 'system', targetType: 'timesheet', targetId: null });
    expect(audit.rows[0]!.detail).toEqual({ records: [{ id, talent: 'Ada Reyes', weekStart: '2026-03-02', totalHours: 40, talentId: placed.talent.id }] });
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

  it('approves every due week in batches, one audit row per batch listing its weeks, leaves answered and disputed weeks alone, and finds nothing the second time', async () => {
    const { placed, ids: due } = await dueWeeks('Cal', 7);
    const disputed = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-02', status: 'disputed', approveBy: new Date('2020-01-01T00:00:00Z') });
    const approved = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-09', status: 'approved', approveBy: new Date('2020-01-01T00:00:00Z') });
    const before = (await approvalAudit()).rows.length;

    expect(await autoApproveDueTimesheets({ db: ctx.db }, new Date('2021-01-01T00:00:00Z'), 3)).toBe(7);
    const rows = await ctx.db.select().from(timesheets).where(eq(timesheets.placementId, placed.placement.id));
    expect(rows.filter((row) => row.status === 'auto_approved').map((row) => row.id).sort()).toEqual([...due].sort());
    expect(rows.find((row) => row.id === disputed.id)!.status).toBe('disputed');
    expect(rows.find((row) => row.id === approved.id)!).toMatchObject({ status: 'approved', decidedBy: placed.customer.id });

    const audit = await approvalAudit();
    expect(audit.rows.slice(before).map((row) => (row.detail.records as unknown[]).length)).toEqual([3, 3, 1]);
    const listed = audit.weeks.filter((week) => due.includes(week.id));
    expect(listed.map((week) => week.id).sort()).toEqual([...due].sort());
    expect(listed.every((week) => 'talent' in week && 'weekStart' in week && 'totalHours' in week)).toBe(true);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true, firstBreak: null });

    expect(await autoApproveDueTimesheets({ db: ctx.db }, new Date('2021-01-01T00:00:00Z'), 3)).toBe(0);
    expect((await approvalAudit()).rows).toHaveLength(audit.rows.length);
  });

  it('two sweeps at once approve each week once: every week is in exactly one audit row, and the chain verifies', async () => {
    const { ids: due } = await dueWeeks('Gus', 40);
    const sweep = () => autoApproveDueTimesheets({ db: ctx.db }, new Date('2021-01-01T00:00:00Z'), 4);
    const [first, second] = await Promise.all([sweep(), sweep()]);
    expect(first + second).toBe(40);

    const statuses = await Promise.all(due.map(statusOf));
    expect(new Set(statuses)).toEqual(new Set(['auto_approved']));
    const listed = (await approvalAudit()).weeks.filter((week) => due.includes(week.id)).map((week) => week.id);
    expect(listed).toHaveLength(40);
    expect(new Set(listed).size).toBe(40);
    expect(await verifyAuditChain(ctx.db)).toMatchObject({ intact: true, firstBreak: null });
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
