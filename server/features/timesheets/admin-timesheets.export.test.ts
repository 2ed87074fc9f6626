import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { timesheets } from '../../db/schema.js';
import { auditLog } from '../audit/audit-log.table.js';
import { bearer } from '../../test/factories.js';
import { expectPayrollSums, parseCsv, payrollColumns as columns } from '../../test/payroll-csv.js';
import { buildPlacedTalent, buildTimesheet } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';

const ctx = useTestApp({ admin: true });
let ana: Awaited<ReturnType<typeof buildPlacedTalent>>;
let ben: Awaited<ReturnType<typeof buildPlacedTalent>>;

const SETTLEMENT_REASON = '=HYPERLINK("http://x") Saturday not agreed, weekdays paid as logged';

beforeAll(async () => {
  ana = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Acme Dental', talentFirstName: 'Ana', talentLastName: 'Lopez' });
  ben = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Birch Legal', talentFirstName: 'Ben', talentLastName: 'Cole', timeZone: 'Australia/Sydney' });
  // Placed on a Wednesday: that week has three working days, 24 contracted hours.
  const cleo = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Cedar Vets', talentFirstName: 'Cleo', talentLastName: 'Diaz', timeZone: 'America/Chicago', startDate: '2026-04-08' });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-06', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0] });
  // Saturday hours, approved by itself at its approve-by time (Thursday 00:00 in New York).
  const auto = await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-13', status: 'auto_approved', hours: [7.5, 8.25, 8, 8, 6.75, 3, 0] });
  await ctx.db.update(timesheets).set({ decidedAt: auto.approveBy }).where(eq(timesheets.id, auto.id));
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-20', status: 'submitted', hours: [9, 9, 9, 9, 9, 0, 0] });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-27', status: 'disputed', hours: [12, 12, 12, 12, 12, 0, 0] });
  // Disputed, then settled by an admin with the weekday hours and a reason.
  const disputed = await buildTimesheet(ctx.db, ana, { weekStart: '2026-05-04', status: 'disputed', hours: [8, 8, 8, 8, 8, 5, 0] });
  const settled = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/timesheets/${disputed.id}/settle`,
    headers: bearer(ctx.admin),
    payload: { reason: SETTLEMENT_REASON, hours: [8, 8, 8, 8, 8, 0, 0] },
  });
  expect(settled.statusCode).toBe(200);
  await buildTimesheet(ctx.db, ben, { weekStart: '2026-04-06', status: 'approved', hours: [4, 4, 4, 4, 4, 0, 0] });
  // Weekday overtime, approved on Thursday 23:30 UTC: Friday 09:30 in Sydney.
  const overtime = await buildTimesheet(ctx.db, ben, { weekStart: '2026-04-13', status: 'approved', hours: [10, 10, 10, 10, 0.25, 0, 0] });
  await ctx.db.update(timesheets).set({ decidedAt: new Date('2026-04-16T23:30:00Z') }).where(eq(timesheets.id, overtime.id));
  await buildTimesheet(ctx.db, cleo, { weekStart: '2026-04-06', status: 'approved', hours: [0, 0, 9, 8, 8, 4, 0] });
});

const exportCsv = (query = '') => ctx.app.inject({ url: `/api/v1/admin/timesheets/export.csv${query}`, headers: bearer(ctx.admin) });
const filenameOf = (response: Awaited<ReturnType<typeof exportCsv>>) => /^attachment; filename="([^"]+)"$/.exec(String(response.headers['content-disposition']))?.[1];

describe('GET /api/v1/admin/timesheets/export.csv', () => {
  it('has one row per talent and week split into regular, overtime and weekend hours, and a totals row that is their sum', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const { header, rows, totals } = parseCsv(response.body);
    expect(header).toEqual([
      'Talent', 'Talent email', 'Customer', 'Customer email', 'Role', 'Week start (Mon)', 'Week end (Sun)', 'Time zone',
      'Placement first day', 'Placement last day',
      'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun',
      columns.contracted, columns.regular, columns.overtime, columns.weekend, columns.total,
      'Status', 'Settlement reason', 'Approved at (local time)',
    ]);
    // By talent (last name), then week: Ben Cole, Ana Lopez, Cleo Diaz. Submitted and disputed weeks are not paid yet.
    expect(rows.map((row) => `${row.Talent} | ${row.Customer} | ${row['Week start (Mon)']} | ${row.Status}`)).toEqual([
      'Ben Cole | Birch Legal | 2026-04-06 | Approved',
      'Ben Cole | Birch Legal | 2026-04-13 | Approved',
      'Cleo Diaz | Cedar Vets | 2026-04-06 | Approved',
      'Ana Lopez | Acme Dental | 2026-04-06 | Approved',
      'Ana Lopez | Acme Dental | 2026-04-13 | Auto-approved',
      'Ana Lopez | Acme Dental | 2026-05-04 | Settled',
    ]);
    const split = (row: Record<string, string>) => [row[columns.contracted], row[columns.regular], row[columns.overtime], row[columns.weekend], row[columns.total]].map(Number);
    const [benFull, benOvertime, cleoFirst, anaFull, anaSaturday, anaSettled] = rows as [Record<string, string>, ...Record<string, string>[]];
    expect(split(benFull)).toEqual([40, 20, 0, 0, 20]);
    expect(split(benOvertime!)).toEqual([40, 40, 0.25, 0, 40.25]);
    expect(split(cleoFirst!)).toEqual([24, 24, 1, 4, 29]);
    expect(split(anaFull!)).toEqual([40, 40, 0, 0, 40]);
    expect(split(anaSaturday!)).toEqual([40, 38.5, 0, 3, 41.5]);
    expect(split(anaSettled!)).toEqual([40, 40, 0, 0, 40]);
    expect(anaSaturday).toMatchObject({ Mon: '7.5', Tue: '8.25', Wed: '8', Thu: '8', Fri: '6.75', Sat: '3', Sun: '0', Role: 'Junior Technical', 'Settlement reason': '' });
    // The settlement's reason, through the formula guard as every export's cells.
    expect(anaSettled!['Settlement reason']).toBe(`'${SETTLEMENT_REASON}`);

    expectPayrollSums(rows, totals);
    expect(totals).toMatchObject({ Talent: 'Total', [columns.total]: '210.75', [columns.overtime]: '1.25', [columns.weekend]: '7', Status: '', 'Time zone': '' });

    // The CSV's hours, talent by talent, are the database's approved hours.
    const approved = await ctx.db
      .select({ talentId: timesheets.talentId, hours: sql<number>`sum(${timesheets.totalQuarterHours})::float / 4` })
      .from(timesheets)
      .where(inArray(timesheets.status, ['approved', 'auto_approved']))
      .groupBy(timesheets.talentId);
    const csvTotal = (email: string) => rows.filter((row) => row['Talent email'] === email).reduce((sum, row) => sum + Number(row[columns.total]), 0);
    for (const placed of [ana, ben]) expect(csvTotal(placed.talent.email)).toBe(approved.find((row) => row.talentId === placed.talent.id)!.hours);
    expect(csvTotal(ana.talent.email)).toBe(121.5);
  });

  it("writes dates and times on the placement's wall clock with its zone named, never as UTC ISO strings", async () => {
    const { rows } = parseCsv((await exportCsv()).body);
    const local = (talent: string, week: string) => rows.find((row) => row.Talent === talent && row['Week start (Mon)'] === week)!;
    expect(local('Ben Cole', '2026-04-13')).toMatchObject({ 'Time zone': 'Australia/Sydney', 'Week end (Sun)': '2026-04-19', 'Approved at (local time)': '2026-04-17 09:30' });
    expect(local('Ana Lopez', '2026-04-13')).toMatchObject({ 'Time zone': 'America/New_York', 'Approved at (local time)': '2026-04-23 00:00' });
    expect(local('Cleo Diaz', '2026-04-06')['Time zone']).toBe('America/Chicago');
    for (const row of rows) {
      expect(row['Approved at (local time)']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|Z$/);
    }
  });

  it('is named by its pay period: the weeks asked for, or the weeks in the file', async () => {
    const period = await exportCsv('?from=2026-04-06&to=2026-04-13');
    expect(filenameOf(period)).toBe('payroll-2026-04-06_2026-04-19.csv');
    expect(parseCsv(period.body).rows).toHaveLength(5);
    expect(filenameOf(await exportCsv())).toBe('payroll-2026-04-06_2026-05-10.csv');
    expect(filenameOf(await exportCsv('?from=2026-04-13'))).toBe('payroll-2026-04-13_2026-05-10.csv');
    expect(filenameOf(await exportCsv('?to=2026-04-06'))).toBe('payroll-2026-04-06_2026-04-12.csv');
    expect(filenameOf(await exportCsv(`?talentId=${ben.talent.id}`))).toBe('payroll-2026-04-06_2026-04-19.csv');
    const none = await exportCsv('?talentId=not-an-id');
    expect(filenameOf(none)).toBe('payroll-no-approved-weeks.csv');
    expect(parseCsv(none.body)).toMatchObject({ rows: [], totals: { Talent: 'Total', [columns.total]: '0' } });
    expect(filenameOf(await exportCsv('?from=2030-01-07'))).toBe('payroll-from-2030-01-07.csv');
  });

  it('narrows to weeks from and to, a customer or a talent', async () => {
    expect(parseCsv((await exportCsv('?from=2026-04-13')).body).rows.map((row) => row.Talent)).toEqual(['Ben Cole', 'Ana Lopez', 'Ana Lopez']);
    expect(parseCsv((await exportCsv('?to=2026-04-06')).body).rows).toHaveLength(3);
    expect(parseCsv((await exportCsv(`?customerId=${ana.customer.id}`)).body).rows.map((row) => row.Customer)).toEqual(['Acme Dental', 'Acme Dental', 'Acme Dental']);
    expect(parseCsv((await exportCsv(`?talentId=${ben.talent.id}&from=2026-04-13&to=2026-04-13`)).body).rows).toHaveLength(1);
    expect((await exportCsv('?from=2026-04-14')).statusCode).toBe(400);
  });

  it('is audited with its filter, row count and file name', async () => {
    await exportCsv(`?customerId=${ben.customer.id}`);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheets.exported'), eq(auditLog.actorId, ctx.admin.id), sql`${auditLog.detail}->'filter'->>'customerId' = ${ben.customer.id}`));
    expect(audit).toMatchObject({ targetType: 'timesheet', targetId: null, detail: { rows: 2, filename: 'payroll-2026-04-06_2026-04-19.csv' } });
  });
});
