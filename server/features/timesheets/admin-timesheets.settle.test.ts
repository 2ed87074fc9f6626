import { and, eq, inArray, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { auditLog } from '../audit/audit-log.table.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { bearer, createAdminSession } from '../../test/factories.js';
import { buildPlacedTalent, buildTimesheet } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });
let otherAdmin: SessionUser;
let placed: Awaited<ReturnType<typeof buildPlacedTalent>>;

beforeAll(async () => {
  otherAdmin = await createAdminSession(ctx.app, ctx.db);
  placed = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Harbor Logistics', talentFirstName: 'Lena', talentLastName: 'Park' });
});

const settle = (id: string, payload: object, by: SessionUser = ctx.admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/timesheets/${id}/settle`, payload, headers: bearer(by) });
const overview = async () => (await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(ctx.admin) })).json();

describe('POST /api/v1/admin/timesheets/:id/settle', () => {
  it('approves a disputed week with the submitted hours, keeps the reason, audits it and tells both sides', async () => {
    const week = await buildTimesheet(ctx.db, placed, { weekStart: '2026-02-02', status: 'disputed', hours: [8, 8, 8, 8, 8, 2, 0], disputeReason: 'Saturday was not agreed.' });
    const response = await settle(week.id, { reason: 'Saturday covered the stock count the customer asked for.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Dispute settled.',
      timesheet: {
        _id: week.id,
        status: 'approved',
        hours: [8, 8, 8, 8, 8, 2, 0],
        totalHours: 42,
        disputeReason: 'Saturday was not agreed.',
        settlementReason: 'Saturday covered the stock count the customer asked for.',
      },
    });
    expect(response.json().timesheet.decidedAt).not.toBeNull();

    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, week.id));
    expect(audit).toMatchObject({ action: 'timesheet.settled', actorId: ctx.admin.id, targetType: 'timesheet' });
    expect(audit!.detail).toMatchObject({ weekStart: '2026-02-02', hoursBefore: 42, hoursApproved: 42, reason: 'Saturday covered the stock count the customer asked for.' });

    const mails = await ctx.db
      .select()
      .from(mailDeliveries)
      .where(and(inArray(mailDeliveries.to, [placed.customer.email, placed.talent.email]), ne(mailDeliveries.template, 'auth.verify-email')));
    expect(mails.find((mail) => mail.to === placed.talent.email)?.subject).toBe('Your hours for the week of Monday, February 2, 2026 are approved');
    expect(mails.find((mail) => mail.to === placed.customer.email)?.subject).toBe(
      "We settled your dispute of Lena's hours for the week of Monday, February 2, 2026",
    );
    // The customer's mail names Lena by the job she was hired for, not by the plan ('your Junior Technical').
    expect(mails.find((mail) => mail.to === placed.customer.email)?.props).toMatchObject({ role: 'Frontend Developer' });
  });

  it('approves the hours the admin sets instead, when given', async () => {
    const week = await buildTimesheet(ctx.db, placed, { weekStart: '2026-02-09', status: 'disputed', hours: [8, 8, 8, 8, 8, 8, 8] });
    const response = await settle(week.id, { reason: 'Weekend hours were not worked.', hours: [8, 8, 8, 8, 7.75, 0, 0] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().timesheet).toMatchObject({ status: 'approved', hours: [8, 8, 8, 8, 7.75, 0, 0], totalHours: 39.75, overtime: false });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, week.id));
    expect(audit!.detail).toMatchObject({ hoursBefore: 56, hoursApproved: 39.75 });
  });

  it('answers 409 timesheets.not_disputed to a week that is not disputed, and changes nothing', async () => {
    for (const status of ['submitted', 'approved', 'auto_approved'] as const) {
      const week = await buildTimesheet(ctx.db, placed, { weekStart: { submitted: '2026-02-16', approved: '2026-02-23', auto_approved: '2026-03-02' }[status], status });
      const response = await settle(week.id, { reason: 'Checked', hours: [1, 1, 1, 1, 1, 1, 1] });
      expect(response.statusCode, status).toBe(409);
      expect(response.json()).toMatchObject({ code: 'timesheets.not_disputed', message: 'Only a disputed week can be settled.' });
      const list = (await ctx.app.inject({ url: `/api/v1/admin/timesheets?week=${week.weekStart}&talentId=${placed.talent.id}`, headers: bearer(ctx.admin) })).json();
      expect(list.rows[0]).toMatchObject({ status, totalHours: 40, settlementReason: null });
      expect(await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, week.id))).toEqual([]);
    }
  });

  it('settles a week once when two admins settle it at the same moment', async () => {
    const week = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-09', status: 'disputed' });
    const answers = await Promise.all([settle(week.id, { reason: 'First look' }), settle(week.id, { reason: 'Second look', hours: [0, 0, 0, 0, 0, 0, 0] }, otherAdmin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audits = await ctx.db.select().from(auditLog).where(and(eq(auditLog.targetId, week.id), eq(auditLog.action, 'timesheet.settled')));
    expect(audits).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json().timesheet;
    expect(winner.settlementReason).toBe(audits[0]!.detail.reason);
  });

  it('refuses a settlement without a reason or with hours that are not quarter hours', async () => {
    const week = await buildTimesheet(ctx.db, placed, { weekStart: '2026-03-16', status: 'disputed' });
    const noReason = await settle(week.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give a reason.');
    const notQuarter = await settle(week.id, { reason: 'Checked', hours: [8.1, 8, 8, 8, 8, 0, 0] });
    expect([notQuarter.statusCode, notQuarter.json().message]).toEqual([400, 'Monday: hours must be a number from 0 to 24, in steps of 0.25 (quarter hours).']);
    expect((await settle(week.id, { reason: 'Checked', hours: [8, 8, 8, 8, 8] })).statusCode).toBe(400);
  });
});

describe('the admin home counts disputed and overdue weeks', () => {
  it('counts weeks disputed and weeks past their approve-by time, and the counts follow a settlement', async () => {
    const ctxPlaced = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Count Co', talentFirstName: 'Ola', talentLastName: 'Berg' });
    const before = await overview();
    const disputed = await buildTimesheet(ctx.db, ctxPlaced, { weekStart: '2026-01-05', status: 'disputed' });
    await buildTimesheet(ctx.db, ctxPlaced, { weekStart: '2026-01-12', status: 'submitted', approveBy: new Date(Date.now() - 60_000) });
    await buildTimesheet(ctx.db, ctxPlaced, { weekStart: '2026-01-19', status: 'submitted', approveBy: new Date(Date.now() + 3_600_000) });
    const after = await overview();
    expect(after.disputedTimesheets).toBe(before.disputedTimesheets + 1);
    expect(after.overdueTimesheets).toBe(before.overdueTimesheets + 1);
    expect((await settle(disputed.id, { reason: 'Agreed with both' })).statusCode).toBe(200);
    expect((await overview()).disputedTimesheets).toBe(before.disputedTimesheets);
  });
});
