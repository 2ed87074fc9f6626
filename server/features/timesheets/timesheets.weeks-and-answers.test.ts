import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timesheetMessages } from '../../../contract/timesheets.js';
import { auditLog, mailDeliveries, placements, timesheets } from '../../db/schema.js';
import { createAdminSession } from '../../test/factories.js';
import { buildPlacedTalentWithAccount, talentSession, type PlacedTalent } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { weekStartOf, weekStarting } from './weeks.js';

const ctx = useTestApp();

/** A placed talent signed in with their own account, in New York unless told. */
const placedWithAccount = (name: string, options: { timeZone?: string; startDate?: string } = {}) =>
  buildPlacedTalentWithAccount(ctx.app, ctx.db, { customer: `${name} Corp`, talentFirstName: `${name}Talent`, talentLastName: 'Reyes', ...options });

const thisWeek = (placed: PlacedTalent) => weekStartOf(new Date(), placed.placement.timeZone);
/** The Monday `weeks` weeks before `weekStart`. */
const weeksBefore = (weekStart: string, weeks: number) => new Date(Date.parse(`${weekStart}T00:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);

const fullWeek = { hours: [8, 8, 8, 8, 8, 0, 0], note: 'Regular week' };

describe('a talent’s week and the customer’s answer', () => {
  it('goes submit, edit, approve, and is closed once approved (409)', async () => {
    const placed = await placedWithAccount('Iris');
    const week = thisWeek(placed);

    const work = await ctx.as(placed.session, 'GET', '/my-work');
    expect(work.statusCode).toBe(200);
    expect(work.json()).toMatchObject({
      placement: { _id: placed.placement.id, company: 'Iris Corp', role: 'Junior Technical', startDate: '2026-01-05', workingHours: { timeZone: 'America/New_York', hoursPerWeek: 40 } },
      currentWeek: { weekStart: week, dates: weekStarting(week, 'America/New_York').dates, timesheet: null },
      pastWeeks: [],
    });

    const first = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ message: timesheetMessages.submitted, timesheet: { status: 'submitted', hours: [8, 8, 8, 8, 8, 0, 0], totalHours: 40, overtime: false } });
    const [stored] = await ctx.db.select().from(timesheets).where(eq(timesheets.placementId, placed.placement.id));
    expect(stored).toMatchObject({ quarterHours: [32, 32, 32, 32, 32, 0, 0], totalQuarterHours: 160, customerId: placed.customer.id, talentId: placed.talent.id });
    expect(stored!.approveBy.getTime()).toBeGreaterThanOrEqual(weekStarting(week, 'America/New_York').approveBy.getTime());

    const edited = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, { hours: [8, 8, 8, 8, 8, 4.25, 0.75], note: 'Saturday release' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ message: timesheetMessages.updated, timesheet: { _id: stored!.id, totalHours: 45, overtime: true, note: 'Saturday release' } });

    const team = (await ctx.as(placed.customer, 'GET', '/team/timesheets')).json();
    expect(team).toMatchObject({ total: 1, awaitingReview: 1 });
    expect(team.rows[0]).toMatchObject({ _id: stored!.id, hours: [8, 8, 8, 8, 8, 4.25, 0.75], talent: { name: 'IrisTalent Reyes' }, customer: { company: 'Iris Corp' } });

    const approved = await ctx.as(placed.customer, 'POST', `/team/timesheets/${stored!.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ message: timesheetMessages.approved, timesheet: { status: 'approved', totalHours: 45 } });

    const late = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek);
    expect([late.statusCode, late.json().code, late.json().message]).toEqual([409, 'timesheets.already_approved', timesheetMessages.alreadyApproved]);
    expect((await ctx.as(placed.customer, 'POST', `/team/timesheets/${stored!.id}/approve`)).json().code).toBe('timesheets.not_awaiting_review');
    const [row] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, stored!.id));
    expect(row).toMatchObject({ status: 'approved', totalQuarterHours: 180, decidedBy: placed.customer.id });

    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, stored!.id));
    expect(audits.map((audit) => [audit.action, audit.actorId, audit.targetType])).toEqual([['timesheet.approved', placed.customer.id, 'timesheet']]);
    expect(audits[0]!.detail).toMatchObject({ talent: 'IrisTalent Reyes', weekStart: week, totalHours: 45 });
  });

  it('goes submit, dispute (the talent is mailed), correct and resubmit, approve', async () => {
    const placed = await placedWithAccount('Jonas');
    const week = weeksBefore(thisWeek(placed), 1);
    const submitted = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, { hours: [9, 9, 9, 9, 9, 8, 0] });
    expect(submitted.statusCode).toBe(201);
    const id = submitted.json().timesheet._id as string;

    const blank = await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/dispute`, { reason: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, timesheetMessages.reasonRequired]);
    const disputed = await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/dispute`, { reason: 'Nobody worked on Saturday.' });
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({ message: timesheetMessages.disputed, timesheet: { status: 'disputed', disputeReason: 'Nobody worked on Saturday.' } });
    const [mail] = await ctx.db.select().from(mailDeliveries).where(and(eq(mailDeliveries.to, placed.session.email), eq(mailDeliveries.template, 'timesheets.week-disputed')));
    expect(mail).toMatchObject({ props: expect.objectContaining({ company: 'Jonas Corp', weekStart: week, totalHours: 53, reason: 'Nobody worked on Saturday.' }) });
    expect(mail!.subject).toContain('Jonas Corp sent back your hours');
    expect((await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/approve`)).statusCode).toBe(409);

    const seen = (await ctx.as(placed.session, 'GET', '/my-work')).json();
    expect(seen.pastWeeks).toEqual([expect.objectContaining({ _id: id, status: 'disputed', disputeReason: 'Nobody worked on Saturday.' })]);
    const approveByBefore = (await ctx.db.select().from(timesheets).where(eq(timesheets.id, id)))[0]!.approveBy;

    const corrected = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, { hours: [9, 9, 9, 9, 9, 0, 0], note: 'Saturday removed' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().timesheet).toMatchObject({ _id: id, status: 'submitted', totalHours: 45 });
    // Its old approve-by time had not passed: it stands.
    expect(new Date(corrected.json().timesheet.approveBy).getTime()).toBe(approveByBefore.getTime());

    const approved = await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/approve`);
    expect(approved.json().timesheet).toMatchObject({ status: 'approved', totalHours: 45 });
    const actions = (await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((audit) => audit.action);
    expect(actions.sort()).toEqual(['timesheet.approved', 'timesheet.disputed']);
  });

  it('gives a disputed week whose approve-by time has passed a new one when it is sent back', async () => {
    const placed = await placedWithAccount('Kofi');
    const week = '2026-03-02';
    const id = (await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek)).json().timesheet._id;
    await ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/dispute`, { reason: 'Wrong week' });
    await ctx.db.update(timesheets).set({ approveBy: new Date(Date.now() - 60_000) }).where(eq(timesheets.id, id));
    const resent = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek);
    expect(resent.statusCode).toBe(200);
    const approveBy = new Date(resent.json().timesheet.approveBy).getTime();
    // Three days in New York from now: between 71 and 73 hours whatever the season.
    expect(approveBy - Date.now()).toBeGreaterThan(71 * 3_600_000);
    expect(approveBy - Date.now()).toBeLessThan(73 * 3_600_000);
  });

  it('answers one of a parallel approve and dispute of one week, and 409 to the other', async () => {
    const placed = await placedWithAccount('Lupe');
    for (const weeksAgo of [1, 2, 3]) {
      const week = weeksBefore(thisWeek(placed), weeksAgo);
      const id = (await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek)).json().timesheet._id as string;
      const answers = await Promise.all([
        ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/approve`),
        ctx.as(placed.customer, 'POST', `/team/timesheets/${id}/dispute`, { reason: 'Too many hours' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expect(loser.json()).toMatchObject({ code: 'timesheets.not_awaiting_review', message: timesheetMessages.notAwaitingReview });
      const winner = answers.find((answer) => answer.statusCode === 200)!.json().timesheet.status;
      const [row] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, id));
      expect(row!.status).toBe(winner);
      const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, id));
      expect(audits.map((audit) => audit.action)).toEqual([winner === 'approved' ? 'timesheet.approved' : 'timesheet.disputed']);
    }
  });

  it('makes one week of two first submissions sent at the same moment: one 201, the other a change (200)', async () => {
    const placed = await placedWithAccount('Sami');
    const week = weeksBefore(thisWeek(placed), 1);
    const answers = await Promise.all([
      ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek),
      ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, { hours: [4, 4, 4, 4, 4, 0, 0] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await ctx.db.select().from(timesheets).where(eq(timesheets.placementId, placed.placement.id))).toHaveLength(1);
  });

  it('refuses weeks after the current one, before the placement’s first week, and hours that are not quarter hours', async () => {
    const placed = await placedWithAccount('Mina', { startDate: '2026-02-04' });
    const next = weeksBefore(thisWeek(placed), -1);
    const cases: [string, object, string][] = [
      [next, fullWeek, timesheetMessages.weekOutsidePlacement],
      ['2026-01-26', fullWeek, timesheetMessages.weekOutsidePlacement],
      ['2026-03-03', fullWeek, timesheetMessages.weekStartInvalid],
      ['2026-03-02', { hours: [8, 8, 8, 8, 8.1, 0, 0] }, 'Friday: hours must be a number from 0 to 24, in steps of 0.25 (quarter hours).'],
      ['2026-03-02', { hours: [8, 8, 24.25, 8, 8, 0, 0] }, timesheetMessages.dayHoursInvalid('Wednesday')],
      ['2026-03-02', { hours: [8, 8, 8, 8, 8, 0, '8'] }, timesheetMessages.dayHoursInvalid('Sunday')],
      ['2026-03-02', { hours: [8, 8, 8, 8, 8, 0] }, timesheetMessages.hoursInvalid],
    ];
    for (const [week, body, message] of cases) {
      const response = await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, body);
      expect([response.statusCode, response.json().message], `${week} ${JSON.stringify(body)}`).toEqual([400, message]);
    }
    // The week the placement starts in (it starts on a Wednesday) is its first.
    expect((await ctx.as(placed.session, 'PUT', '/my-work/timesheets/2026-02-02', { hours: [0, 0, 8, 8, 8, 0, 0] })).statusCode).toBe(201);
    expect(await ctx.db.select().from(timesheets).where(eq(timesheets.placementId, placed.placement.id))).toHaveLength(1);

    const unplaced = await talentSession(ctx.app, ctx.db, undefined, 'Nadia Unplaced');
    const none = await ctx.as(unplaced, 'PUT', '/my-work/timesheets/2026-03-02', fullWeek);
    expect([none.statusCode, none.json().code]).toEqual([400, 'timesheets.no_placement']);
    expect((await ctx.as(unplaced, 'GET', '/my-work')).json()).toEqual({ placement: null, currentWeek: null, pastWeeks: [], missedWeeks: [] });
  });

  it('still takes a past week of a placement that has ended, and no week after its end', async () => {
    const placed = await placedWithAccount('Otto');
    await ctx.db.update(placements).set({ endedAt: new Date('2026-03-13T22:00:00Z'), endDate: '2026-03-13', endKind: 'ended', endReason: 'Project over' }).where(eq(placements.id, placed.placement.id));
    expect((await ctx.as(placed.session, 'PUT', '/my-work/timesheets/2026-03-09', fullWeek)).statusCode).toBe(201);
    const after = await ctx.as(placed.session, 'PUT', '/my-work/timesheets/2026-03-16', fullWeek);
    expect([after.statusCode, after.json().code]).toEqual([400, 'timesheets.week_outside_placement']);
    const work = (await ctx.as(placed.session, 'GET', '/my-work')).json();
    expect(work).toMatchObject({ placement: null, currentWeek: null, pastWeeks: [expect.objectContaining({ weekStart: '2026-03-09' })] });
  });
});

describe('who sees and answers which weeks', () => {
  let mine: Awaited<ReturnType<typeof placedWithAccount>>;
  let theirs: Awaited<ReturnType<typeof placedWithAccount>>;
  let mineId: string;
  let theirsId: string;

  beforeAll(async () => {
    mine = await placedWithAccount('Pia');
    theirs = await placedWithAccount('Quinn');
    mineId = (await ctx.as(mine.session, 'PUT', '/my-work/timesheets/2026-04-06', fullWeek)).json().timesheet._id;
    theirsId = (await ctx.as(theirs.session, 'PUT', '/my-work/timesheets/2026-04-06', { hours: [1, 1, 1, 1, 1, 0, 0] })).json().timesheet._id;
  });

  it('shows a talent only their own weeks, and edits only those', async () => {
    const work = (await ctx.as(mine.session, 'GET', '/my-work')).json();
    expect(work.pastWeeks.map((week: { _id: string }) => week._id)).toEqual([mineId]);
    expect(JSON.stringify(work)).not.toContain(theirsId);
    // The same Monday, from the other talent: their own week changes, never this one.
    await ctx.as(theirs.session, 'PUT', '/my-work/timesheets/2026-04-06', { hours: [2, 2, 2, 2, 2, 0, 0] });
    const [row] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, mineId));
    expect(row!.totalQuarterHours).toBe(160);
  });

  it('refuses a talent the customer’s side (403) and a customer the talent’s side (403)', async () => {
    for (const [method, url, payload] of [
      ['POST', `/team/timesheets/${mineId}/approve`, undefined],
      ['POST', `/team/timesheets/${mineId}/dispute`, { reason: 'Mine' }],
      ['GET', '/team/timesheets', undefined],
    ] as const) {
      const response = await ctx.as(mine.session, method, url, payload);
      expect([response.statusCode, response.json().code], url).toEqual([403, 'auth.customers_only']);
    }
    const admin = await createAdminSession(ctx.app, ctx.db);
    for (const user of [mine.customer, admin]) {
      const response = await ctx.as(user, 'GET', '/my-work');
      expect([response.statusCode, response.json().code]).toEqual([403, 'auth.talents_only']);
      expect((await ctx.as(user, 'PUT', '/my-work/timesheets/2026-04-06', fullWeek)).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/v1/my-work' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/team/timesheets' })).statusCode).toBe(401);
  });

  it('shows a customer only their team’s weeks, and answers 404 for any other id', async () => {
    const team = (await ctx.as(mine.customer, 'GET', '/team/timesheets')).json();
    expect(team.rows.map((row: { _id: string }) => row._id)).toEqual([mineId]);
    expect(JSON.stringify(team)).not.toContain('QuinnTalent');
    for (const id of [theirsId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      for (const [action, payload] of [['approve', undefined], ['dispute', { reason: 'Not ours' }]] as const) {
        const response = await ctx.as(mine.customer, 'POST', `/team/timesheets/${id}/${action}`, payload);
        expect([response.statusCode, response.json().code, response.json().message], `${action} ${id}`).toEqual([404, 'timesheets.not_found', timesheetMessages.notFound]);
      }
    }
    const [row] = await ctx.db.select().from(timesheets).where(eq(timesheets.id, theirsId));
    expect(row!.status).toBe('submitted');
  });

  it('lists a customer’s weeks waiting for them first, and filters and pages them', async () => {
    const placed = await placedWithAccount('Rosa');
    const current = thisWeek(placed);
    const ids: Record<string, string> = {};
    for (const weeksAgo of [1, 2, 3]) {
      const week = weeksBefore(current, weeksAgo);
      ids[week] = (await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${week}`, fullWeek)).json().timesheet._id;
    }
    const newest = weeksBefore(current, 1);
    await ctx.as(placed.customer, 'POST', `/team/timesheets/${ids[newest]}/approve`);
    const all = (await ctx.as(placed.customer, 'GET', '/team/timesheets')).json();
    expect(all).toMatchObject({ total: 3, awaitingReview: 2 });
    expect(all.rows.map((row: { weekStart: string; status: string }) => [row.weekStart, row.status])).toEqual([
      [weeksBefore(current, 2), 'submitted'],
      [weeksBefore(current, 3), 'submitted'],
      [newest, 'approved'],
    ]);
    const approved = (await ctx.as(placed.customer, 'GET', '/team/timesheets?status=approved')).json();
    expect(approved).toMatchObject({ total: 1, awaitingReview: 2, rows: [expect.objectContaining({ _id: ids[newest] })] });
    const page2 = (await ctx.as(placed.customer, 'GET', '/team/timesheets?page=2&pageSize=2')).json();
    expect(page2).toMatchObject({ total: 3, rows: [expect.objectContaining({ weekStart: newest })] });
    expect((await ctx.as(placed.customer, 'GET', '/team/timesheets?q=nobody')).json()).toMatchObject({ total: 0, rows: [] });
    expect((await ctx.as(placed.customer, 'GET', '/team/timesheets?q=rosatal')).json().total).toBe(3);
  });
});

describe('weeks a talent never submitted', () => {
  it('are offered on My work, newest first, back to the placement’s first week, and leave the list once logged', async () => {
    const probe = weekStartOf(new Date(), 'America/New_York');
    const placed = await placedWithAccount('Mateo', { startDate: weeksBefore(probe, 3) });
    const week = thisWeek(placed);
    const [one, two, three] = [1, 2, 3].map((weeks) => weeksBefore(week, weeks)) as [string, string, string];

    const before = (await ctx.as(placed.session, 'GET', '/my-work')).json();
    // Whole weeks of the placement: every day open, 40 contracted hours.
    const wholeWeek = { workDays: Array(7).fill(true), pausedDays: Array(7).fill(false), contractedHours: 40 };
    expect(before.missedWeeks).toEqual([one, two, three].map((monday) => ({ weekStart: monday, dates: weekStarting(monday, 'America/New_York').dates, ...wholeWeek })));

    expect((await ctx.as(placed.session, 'PUT', `/my-work/timesheets/${two}`, fullWeek)).statusCode).toBe(201);
    const after = (await ctx.as(placed.session, 'GET', '/my-work')).json();
    expect(after.missedWeeks.map((missed: { weekStart: string }) => missed.weekStart)).toEqual([one, three]);
    expect(after.pastWeeks.map((past: { weekStart: string }) => past.weekStart)).toEqual([two]);
  });
});
