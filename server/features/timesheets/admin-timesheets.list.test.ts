import { beforeAll, describe, expect, it } from 'vitest';
import type { Timesheet } from '../../../contract/timesheets.js';
import { expectAdminOnly } from '../../test/admin-only.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { buildPlacedTalent, buildTimesheet, talentSession } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });
let north: Awaited<ReturnType<typeof buildPlacedTalent>>;
let south: Awaited<ReturnType<typeof buildPlacedTalent>>;

/**
 * Two customers, each with one talent: Northwind (Maria Santos, New York) has five weeks, one in
 * each status and a dispute; Southbay (Ken Abe, Sydney) has three.
 */
beforeAll(async () => {
  north = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Northwind Traders', talentFirstName: 'Maria', talentLastName: 'Santos' });
  south = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Southbay Clinics', talentFirstName: 'Ken', talentLastName: 'Abe', timeZone: 'Australia/Sydney' });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-02', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0] });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-09', status: 'auto_approved', hours: [8, 8, 8, 8, 8, 4, 0] });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-16', status: 'disputed', hours: [8, 8, 8, 8, 8, 8, 8], disputeReason: 'Nobody worked on Sunday.' });
  // Submitted and past its approve-by time: the automatic approval has not reached it.
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-23', status: 'submitted', hours: [7.5, 8, 8, 8, 8, 0, 0], approveBy: new Date(Date.now() - 3_600_000) });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-30', status: 'submitted', hours: [6, 6, 6, 6, 6, 0, 0], approveBy: new Date(Date.now() + 86_400_000) });
  await buildTimesheet(ctx.db, south, { weekStart: '2026-03-02', status: 'approved', hours: [4, 4, 4, 4, 4, 0, 0] });
  await buildTimesheet(ctx.db, south, { weekStart: '2026-03-09', status: 'submitted', hours: [9, 9, 9, 9, 9, 0, 0], approveBy: new Date(Date.now() + 86_400_000) });
  await buildTimesheet(ctx.db, south, { weekStart: '2026-03-16', status: 'disputed', hours: [10, 10, 10, 10, 0, 0, 0] });
});

async function list(query: string): Promise<{ rows: Timesheet[]; total: number }> {
  const response = await ctx.app.inject({ url: `/api/v1/admin/timesheets${query}`, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const weeksOf = (page: { rows: Timesheet[] }) => page.rows.map((row) => `${row.talent.name} ${row.weekStart}`);

describe('GET /api/v1/admin/timesheets', () => {
  it('lists every week, newest first, as the contract shapes it', async () => {
    const page = await list('');
    expect(page.total).toBe(8);
    expect(weeksOf(page).slice(0, 2)).toEqual(['Maria Santos 2026-03-30', 'Maria Santos 2026-03-23']);
    expect(page.rows.map((row) => row.weekStart)).toEqual(['2026-03-30', '2026-03-23', '2026-03-16', '2026-03-16', '2026-03-09', '2026-03-09', '2026-03-02', '2026-03-02']);
    const disputed = page.rows.find((row) => row.status === 'disputed' && row.talent.name === 'Maria Santos')!;
    expect(disputed).toMatchObject({
      weekStart: '2026-03-16',
      dates: ['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'],
      timeZone: 'America/New_York',
      hours: [8, 8, 8, 8, 8, 8, 8],
      totalHours: 56,
      overtime: true,
      disputeReason: 'Nobody worked on Sunday.',
      settlementReason: null,
      talent: { applicantId: north.talent.id, name: 'Maria Santos' },
      customer: { userId: north.customer.id, company: 'Northwind Traders' },
      role: 'Junior Technical',
    });
    // New York's clocks moved on March 8: the week still ends Thursday 00:00 local, 3 days after Sunday.
    expect(page.rows.find((row) => row.weekStart === '2026-03-02' && row.talent.name === 'Maria Santos')!.approveBy).toBe('2026-03-12T04:00:00.000Z');
  });

  it('filters by status, customer, talent, week and what needs attention', async () => {
    expect(weeksOf(await list('?status=submitted'))).toEqual(['Maria Santos 2026-03-30', 'Maria Santos 2026-03-23', 'Ken Abe 2026-03-09']);
    expect((await list('?status=auto_approved')).total).toBe(1);
    expect(weeksOf(await list(`?customerId=${south.customer.id}`))).toEqual(['Ken Abe 2026-03-16', 'Ken Abe 2026-03-09', 'Ken Abe 2026-03-02']);
    expect((await list(`?talentId=${north.talent.id}`)).total).toBe(5);
    expect(weeksOf(await list('?week=2026-03-02')).sort()).toEqual(['Ken Abe 2026-03-02', 'Maria Santos 2026-03-02']);
    expect(weeksOf(await list('?attention=disputed')).sort()).toEqual(['Ken Abe 2026-03-16', 'Maria Santos 2026-03-16']);
    expect(weeksOf(await list('?attention=overdue'))).toEqual(['Maria Santos 2026-03-23']);
    expect(weeksOf(await list(`?attention=disputed&customerId=${north.customer.id}`))).toEqual(['Maria Santos 2026-03-16']);
    // An id that names no one finds nothing (not an error).
    expect(await list('?customerId=not-an-id')).toEqual({ rows: [], total: 0 });
  });

  it('searches the talent and the customer by name or e-mail', async () => {
    expect((await list('?q=santos')).total).toBe(5);
    expect((await list('?q=SOUTHBAY')).total).toBe(3);
    expect((await list(`?q=${encodeURIComponent(north.customer.email)}`)).total).toBe(5);
    expect((await list('?q=nobody-by-that-name')).total).toBe(0);
    // % and _ are searched as themselves.
    expect((await list('?q=%25')).total).toBe(0);
  });

  it('sorts by week, talent, customer and hours, and pages without overlap', async () => {
    expect(weeksOf(await list('?sort=week_asc&pageSize=2'))).toEqual(expect.arrayContaining(['Maria Santos 2026-03-02', 'Ken Abe 2026-03-02']));
    expect(weeksOf(await list('?sort=talent_asc')).slice(0, 3)).toEqual(['Ken Abe 2026-03-16', 'Ken Abe 2026-03-09', 'Ken Abe 2026-03-02']);
    expect(weeksOf(await list('?sort=talent_desc'))[0]).toBe('Maria Santos 2026-03-30');
    expect((await list('?sort=customer_asc')).rows[0]!.customer.company).toBe('Northwind Traders');
    expect((await list('?sort=customer_desc')).rows[0]!.customer.company).toBe('Southbay Clinics');
    expect((await list('?sort=hours_desc')).rows.map((row) => row.totalHours)).toEqual([56, 45, 44, 40, 40, 39.5, 30, 20]);
    expect((await list('?sort=hours_asc')).rows[0]!.totalHours).toBe(20);

    const first = await list('?sort=talent_asc&page=1&pageSize=3');
    const second = await list('?sort=talent_asc&page=2&pageSize=3');
    const third = await list('?sort=talent_asc&page=3&pageSize=3');
    expect(first.total).toBe(8);
    const all = [...weeksOf(first), ...weeksOf(second), ...weeksOf(third)];
    expect(all).toHaveLength(8);
    expect(new Set(all).size).toBe(8);
  });

  it('answers a changed week at once, though totals and ids are kept between writes', async () => {
    expect((await list('?status=approved')).total).toBe(2);
    await buildTimesheet(ctx.db, south, { weekStart: '2026-03-23', status: 'approved' });
    expect((await list('?status=approved')).total).toBe(3);
  });

  it('refuses a bad filter with the reason', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/admin/timesheets?week=2026-03-04', headers: bearer(ctx.admin) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Week must be a Monday (YYYY-MM-DD).');
    expect((await ctx.app.inject({ url: '/api/v1/admin/timesheets?sort=best', headers: bearer(ctx.admin) })).statusCode).toBe(400);
  });
});

describe('who reaches the admin side of timesheets', () => {
  it('answers 401 to a visitor, 403 to a customer and to a talent, and serves an admin', async () => {
    const customer = await registerCustomer(ctx.app);
    const disputed = (await list('?attention=disputed')).rows[0]!;
    await expectAdminOnly(
      ctx.app,
      [
        { method: 'GET', url: '/api/v1/admin/timesheets' },
        { method: 'GET', url: '/api/v1/admin/timesheets/export.csv' },
        { method: 'POST', url: `/api/v1/admin/timesheets/${disputed._id}/settle`, payload: { reason: 'Checked with the team lead.' } },
      ],
      { admin: ctx.admin, customer },
    );
    const talent = await talentSession(ctx.app, ctx.db);
    for (const call of [
      { method: 'GET' as const, url: '/api/v1/admin/timesheets' },
      { method: 'GET' as const, url: '/api/v1/admin/timesheets/export.csv' },
      { method: 'POST' as const, url: `/api/v1/admin/timesheets/${(await list('?attention=disputed')).rows[0]!._id}/settle`, payload: { reason: 'Mine' } },
    ]) {
      expect((await ctx.app.inject({ ...call, headers: bearer(talent) })).statusCode, call.url).toBe(403);
    }
  });

  it('answers 404 to an id that names no week', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/timesheets/${id}/settle`, payload: { reason: 'Checked' }, headers: bearer(ctx.admin) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'timesheets.not_found', message: 'Timesheet not found.' });
    }
  });
});
