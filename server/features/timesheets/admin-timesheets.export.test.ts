import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { timesheets } from '../../db/schema.js';
import { auditLog } from '../audit/audit.public.js';
import { bearer, createAdminSession } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { buildPlacedTalent, buildTimesheet } from '../../test/timesheet-factories.js';

let ctx: TestContext;
let admin: SessionUser;
let ana: Awaited<ReturnType<typeof buildPlacedTalent>>;
let ben: Awaited<ReturnType<typeof buildPlacedTalent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAdminSession(ctx.app, ctx.db);
  ana = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Acme Dental', talentFirstName: 'Ana', talentLastName: 'Lopez' });
  ben = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Birch Legal', talentFirstName: 'Ben', talentLastName: 'Cole', timeZone: 'Australia/Sydney' });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-06', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0] });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-13', status: 'auto_approved', hours: [7.5, 8.25, 8, 8, 6.75, 3, 0] });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-20', status: 'submitted', hours: [9, 9, 9, 9, 9, 0, 0] });
  await buildTimesheet(ctx.db, ana, { weekStart: '2026-04-27', status: 'disputed', hours: [12, 12, 12, 12, 12, 0, 0] });
  await buildTimesheet(ctx.db, ben, { weekStart: '2026-04-06', status: 'approved', hours: [4, 4, 4, 4, 4, 0, 0] });
  await buildTimesheet(ctx.db, ben, { weekStart: '2026-04-13', status: 'approved', hours: [10, 10, 10, 10, 0.25, 0, 0] });
}, 60_000);
afterAll(() => ctx.close());

const exportCsv = (query = '') => ctx.app.inject({ url: `/api/v1/admin/timesheets/export.csv${query}`, headers: bearer(admin) });

/** The CSV's rows as objects by header (the test's names hold no commas or quotes). */
function rowsOf(csv: string): Record<string, string>[] {
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  const names = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

describe('GET /api/v1/admin/timesheets/export.csv', () => {
  it('has one row per talent, customer and week of approved hours, and its totals equal the approved hours', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="approved-hours-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = rowsOf(response.body);
    expect(Object.keys(rows[0]!)).toEqual([
      'Talent', 'Email', 'Customer', 'Customer email', 'Role', 'Week start',
      'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Total hours', 'Status', 'Approved at',
    ]);
    // By talent (last name), then week: Ben Cole before Ana Lopez. Submitted and disputed weeks are not paid yet.
    expect(rows.map((row) => `${row.Talent} ${row.Customer} ${row['Week start']} ${row.Status}`)).toEqual([
      'Ben Cole Birch Legal 2026-04-06 Approved',
      'Ben Cole Birch Legal 2026-04-13 Approved',
      'Ana Lopez Acme Dental 2026-04-06 Approved',
      'Ana Lopez Acme Dental 2026-04-13 Auto-approved',
    ]);
    expect(rows[3]).toMatchObject({ Mon: '7.5', Tue: '8.25', Wed: '8', Thu: '8', Fri: '6.75', Sat: '3', Sun: '0', 'Total hours': '41.5', Role: 'Junior Technical' });
    expect(rows[1]!['Total hours']).toBe('40.25');
    for (const row of rows) {
      const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].reduce((sum, day) => sum + Number(row[day]), 0);
      expect(days).toBe(Number(row['Total hours']));
      expect(row['Approved at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }

    // The CSV's hours, talent by talent, are the database's approved hours.
    const approved = await ctx.db
      .select({ talentId: timesheets.talentId, hours: sql<number>`sum(${timesheets.totalQuarterHours})::float / 4` })
      .from(timesheets)
      .where(inArray(timesheets.status, ['approved', 'auto_approved']))
      .groupBy(timesheets.talentId);
    const csvTotal = (email: string) => rows.filter((row) => row.Email === email).reduce((sum, row) => sum + Number(row['Total hours']), 0);
    expect(csvTotal(ana.talent.email)).toBe(approved.find((row) => row.talentId === ana.talent.id)!.hours);
    expect(csvTotal(ben.talent.email)).toBe(approved.find((row) => row.talentId === ben.talent.id)!.hours);
    expect(csvTotal(ana.talent.email)).toBe(81.5);
  });

  it('narrows to weeks from and to, a customer or a talent', async () => {
    expect(rowsOf((await exportCsv('?from=2026-04-13')).body).map((row) => row.Talent)).toEqual(['Ben Cole', 'Ana Lopez']);
    expect(rowsOf((await exportCsv('?to=2026-04-06')).body)).toHaveLength(2);
    expect(rowsOf((await exportCsv(`?customerId=${ana.customer.id}`)).body).map((row) => row.Customer)).toEqual(['Acme Dental', 'Acme Dental']);
    expect(rowsOf((await exportCsv(`?talentId=${ben.talent.id}&from=2026-04-13&to=2026-04-13`)).body)).toHaveLength(1);
    expect(rowsOf((await exportCsv('?talentId=not-an-id')).body)).toEqual([]);
    expect((await exportCsv('?from=2026-04-14')).statusCode).toBe(400);
  });

  it('is audited with its filter and row count', async () => {
    await exportCsv(`?customerId=${ben.customer.id}`);
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'timesheets.exported'), eq(auditLog.actorId, admin.id), sql`${auditLog.detail}->'filter'->>'customerId' = ${ben.customer.id}`));
    expect(audit).toMatchObject({ targetType: 'timesheet', targetId: null, detail: { rows: 2 } });
  });
});
