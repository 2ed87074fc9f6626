import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview } from '../../../contract/admin-overview.js';
import type { Timesheet } from '../../../contract/timesheets.js';
import { rowsOf } from '../../db/rows.js';
import { timesheets } from '../../db/schema.js';
import { bearer } from '../../test/factories.js';
import { buildPlacedTalent, buildTimesheet } from '../../test/timesheet-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { autoApproveDueTimesheets } from './timesheet-tasks.js';

const ctx = useTestApp({ admin: true });
let north: Awaited<ReturnType<typeof buildPlacedTalent>>;
let south: Awaited<ReturnType<typeof buildPlacedTalent>>;

/** Northwind's Maria Santos and Southbay's Ken Abe, a few weeks each in every status. */
beforeAll(async () => {
  north = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Northwind Traders', talentFirstName: 'Maria', talentLastName: 'Santos' });
  south = await buildPlacedTalent(ctx.app, ctx.db, { customer: 'Southbay Clinics', talentFirstName: 'Ken', talentLastName: 'Abe', timeZone: 'Australia/Sydney' });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-02', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0] });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-09', status: 'disputed', hours: [8, 8, 8, 8, 8, 8, 8], disputeReason: 'Nobody worked on Sunday.' });
  await buildTimesheet(ctx.db, north, { weekStart: '2026-03-16', status: 'submitted', approveBy: new Date('2026-03-22T00:00:00Z') });
  await buildTimesheet(ctx.db, south, { weekStart: '2026-03-02', status: 'submitted', hours: [4, 4, 4, 4, 4, 0, 0], approveBy: new Date(Date.now() + 86_400_000) });
  await buildTimesheet(ctx.db, south, { weekStart: '2026-03-09', status: 'approved', hours: [9, 9, 9, 9, 9, 0, 0] });
});

async function list(query: string): Promise<{ rows: Timesheet[]; total: number }> {
  const response = await ctx.app.inject({ url: `/api/v1/admin/timesheets${query}`, headers: bearer(ctx.admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Each list as the page asks for it, and what the table says it must show (ids in order). */
const lists = () => [
  { query: '?pageSize=50', where: sql`true`, order: sql`week_start desc, t.id desc` },
  { query: '?pageSize=50&status=submitted', where: sql`t.status = 'submitted'`, order: sql`week_start desc, t.id desc` },
  { query: '?pageSize=50&status=approved&sort=hours_desc', where: sql`t.status = 'approved'`, order: sql`total_quarter_hours desc, week_start desc, t.id desc` },
  { query: '?pageSize=50&attention=disputed', where: sql`t.status = 'disputed'`, order: sql`week_start desc, t.id desc` },
  { query: '?pageSize=50&q=santos', where: sql`talent_id = ${north.talent.id}`, order: sql`week_start desc, t.id desc` },
  { query: `?pageSize=50&customerId=${south.customer.id}&sort=week_asc`, where: sql`customer_id = ${south.customer.id}`, order: sql`week_start asc, t.id asc` },
  { query: '?pageSize=50&sort=customer_desc', where: sql`true`, order: sql`lower(u.name) desc, u.id desc, week_start desc, t.id desc` },
  { query: '?pageSize=50&sort=talent_asc', where: sql`true`, order: sql`lower(a.last_name), lower(a.first_name), t.talent_id, week_start desc, t.id desc` },
];

async function expectListsAsTheTableSays() {
  for (const { query, where, order } of lists()) {
    const expected = await rowsOf<{ id: string }>(
      ctx.db.execute(sql`select t.id from timesheets t join applicants a on a.id = t.talent_id join users u on u.id = t.customer_id where ${where} order by ${order}`),
    );
    const page = await list(query);
    expect({ query, total: page.total, ids: page.rows.map((row) => row._id) }).toEqual({ query, total: expected.length, ids: expected.map((row) => row.id) });
  }
  const overview = await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(ctx.admin) });
  const [disputed] = await rowsOf<{ count: number }>(ctx.db.execute(sql`select count(*)::int as "count" from timesheets where status = 'disputed'`));
  expect(overview.json<AdminOverview>().disputedTimesheets).toBe(disputed!.count);
}

describe('the Timesheets list right after a write', () => {
  it('answers the exact total and order of each filter after each kind of write, and the admin home the exact count of disputes', async () => {
    await expectListsAsTheTableSays();

    // The automatic approval takes the overdue week: it leaves "submitted".
    expect(await autoApproveDueTimesheets({ db: ctx.db }, new Date('2026-03-23T00:00:00Z'))).toBe(1);
    await expectListsAsTheTableSays();

    // An admin settles the dispute: it leaves "disputed" and joins "approved".
    const [disputed] = await ctx.db.select().from(timesheets).where(eq(timesheets.status, 'disputed'));
    const settled = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/admin/timesheets/${disputed!.id}/settle`,
      payload: { reason: 'Sunday was agreed by phone.' },
      headers: bearer(ctx.admin),
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await expectListsAsTheTableSays();

    // A new week, hours changed by hand (it moves in the hours order), a week deleted by hand.
    await buildTimesheet(ctx.db, south, { weekStart: '2026-03-16', status: 'approved', hours: [10, 10, 10, 10, 10, 0, 0] });
    await ctx.db.execute(sql`update timesheets set quarter_hours = '{4,4,4,4,4,0,0}' where customer_id = ${south.customer.id} and week_start = '2026-03-09'`);
    await expectListsAsTheTableSays();
    await ctx.db.execute(sql`delete from timesheets where customer_id = ${north.customer.id} and week_start = '2026-03-02'`);
    await expectListsAsTheTableSays();
  });
});
