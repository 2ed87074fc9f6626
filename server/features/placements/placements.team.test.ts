import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placementMessages } from '../../../contract/placements.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { registerCustomer } from '../../test/factories.js';
import { buildHiredTalents } from '../../test/placement-factories.js';
import { placeNewTalent } from '../../test/talent-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { replacementRequests } from './placements.table.js';

const ctx = useTestApp({ admin: true });

/** A customer with a 2-seat subscription, one seat filled by a talent with a phone, an address, remarks and a resume. */
async function customerWithTalent(name: string) {
  const customer = await registerCustomer(ctx.app, { name });
  const placed = await placeNewTalent(ctx.app, ctx.db, ctx.admin, customer.id, { firstName: `${name.split(' ')[0]}Talent`, remarks: 'Private remark: asked for a raise', seats: 2 });
  return { customer, ...placed };
}

describe("the customer's team", () => {
  it('shows each of my seats, filled or open, and only my own', async () => {
    const mine = await customerWithTalent('Hana Ito');
    const theirs = await customerWithTalent('Omar Haddad');

    const response = await ctx.as(mine.customer, 'GET', '/team');
    expect(response.statusCode).toBe(200);
    const team = response.json();
    expect(team.subscriptions).toHaveLength(1);
    expect(team.subscriptions[0]).toMatchObject({ subscriptionId: mine.subscription.id, role: 'Junior Technical', history: [] });
    expect(team.subscriptions[0].seats).toEqual([
      {
        seat: 1,
        state: 'filled',
        placement: expect.objectContaining({
          _id: mine.placementId,
          talent: { firstName: 'HanaTalent', lastName: 'Reyes', email: mine.talent.email },
          role: 'Junior Technical',
          workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', start: '09:00', end: '17:00', timeZone: 'America/New_York' },
        }),
        next: null,
      },
      // No placement has started yet: too few for a figure (days-to-fill.test.ts).
      { seat: 2, state: 'open', medianDaysToFill: null },
    ]);
    expect(JSON.stringify(team)).not.toContain(theirs.placementId);
    expect(JSON.stringify(team)).not.toContain('OmarTalent');
  });

  it("never shows a talent's resume, phone, address or remarks", async () => {
    const mine = await customerWithTalent('Lena Novak');
    const body = (await ctx.as(mine.customer, 'GET', '/team')).body;
    expect(body).toContain('LenaTalent');
    for (const secret of [mine.talent.phone, mine.talent.zipCode, 'Private remark', 'resume', 'remarks', 'phone', 'zipCode']) {
      expect(body, secret).not.toContain(secret);
    }
  });

  it("answers 404 for another customer's placement, and admins' Staffing calls are not a customer's", async () => {
    const mine = await customerWithTalent('Ravi Menon');
    const theirs = await customerWithTalent('Sofia Brandt');
    const request = await ctx.as(mine.customer, 'POST', `/team/placements/${theirs.placementId}/replacement-request`, { reason: 'Not a fit' });
    expect([request.statusCode, request.json().message]).toEqual([404, placementMessages.placementNotFound]);
    expect(await ctx.db.select().from(replacementRequests).where(eq(replacementRequests.placementId, theirs.placementId))).toEqual([]);
    expect((await ctx.as(mine.customer, 'GET', `/staffing/subscriptions/${theirs.subscription.id}`)).statusCode).toBe(403);
    expect((await ctx.as(mine.customer, 'GET', '/staffing')).statusCode).toBe(403);
  });

  it('takes a replacement request once, tells the company inbox and the admin home, and shows the history after the replacement', async () => {
    const mine = await customerWithTalent('Grace Okafor');
    const asked = await ctx.as(mine.customer, 'POST', `/team/placements/${mine.placementId}/replacement-request`, { reason: 'Needs stronger React skills' });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      message: placementMessages.replacementRequested,
      placement: { _id: mine.placementId, replacementRequest: { reason: 'Needs stronger React skills' } },
    });
    const again = await ctx.as(mine.customer, 'POST', `/team/placements/${mine.placementId}/replacement-request`, { reason: 'Again' });
    expect([again.statusCode, again.json().code]).toEqual([409, 'placements.replacement_already_requested']);
    const blank = await ctx.as(mine.customer, 'POST', `/team/placements/${mine.placementId}/replacement-request`, { reason: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, placementMessages.reasonRequired]);

    const notice = await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, ctx.config.companyInbox));
    expect(notice.map((mail) => mail.subject)).toContain('Replacement requested by Grace Okafor');
    const request = notice.find((mail) => mail.subject === 'Replacement requested by Grace Okafor');
    expect(request?.props).toMatchObject({ lines: expect.arrayContaining([{ label: 'Role', value: 'Frontend Developer' }]) });
    expect((await ctx.as(ctx.admin, 'GET', '/admin/overview')).json().replacementRequests).toBeGreaterThanOrEqual(1);
    const requested = (await ctx.as(ctx.admin, 'GET', '/staffing?replacementRequested=true&pageSize=100')).json();
    expect(requested.rows.map((row: { subscriptionId: string }) => row.subscriptionId)).toContain(mine.subscription.id);

    const [replacement] = await buildHiredTalents(ctx.db, 1, { firstName: 'Newcomer' });
    const replaced = await ctx.as(ctx.admin, 'POST', `/staffing/placements/${mine.placementId}/replace`, { applicantId: replacement!.id });
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({
      ended: { _id: mine.placementId, endKind: 'replaced', endReason: 'Replacement requested: Needs stronger React skills', replacementRequest: null },
      placement: { seat: 1, talent: { applicantId: replacement!.id } },
    });

    const team = (await ctx.as(mine.customer, 'GET', '/team')).json().subscriptions[0];
    expect(team.seats[0]).toMatchObject({ seat: 1, state: 'filled', placement: { talent: { firstName: 'Newcomer' } } });
    expect(team.history).toEqual([expect.objectContaining({ _id: mine.placementId, endKind: 'replaced', replacementRequest: null })]);
    expect(JSON.stringify(team.history)).not.toContain('endReason');
    const requestedAfter = (await ctx.as(ctx.admin, 'GET', '/staffing?replacementRequested=true&pageSize=100')).json();
    expect(requestedAfter.rows.map((row: { subscriptionId: string }) => row.subscriptionId)).not.toContain(mine.subscription.id);
  });
});

describe('the Staffing list', () => {
  it('puts unfilled subscriptions first with seats filled, customer, role and days waiting, and searches', async () => {
    const full = await customerWithTalent('Ivy Full');
    const [second] = await buildHiredTalents(ctx.db, 1);
    await ctx.as(ctx.admin, 'POST', `/staffing/subscriptions/${full.subscription.id}/placements`, { applicantId: second!.id });
    const open = await customerWithTalent('Noah Open');

    const list = (await ctx.as(ctx.admin, 'GET', '/staffing?pageSize=100')).json();
    const ids = list.rows.map((row: { subscriptionId: string }) => row.subscriptionId);
    expect(ids.indexOf(open.subscription.id)).toBeLessThan(ids.indexOf(full.subscription.id));
    const openRow = list.rows.find((row: { subscriptionId: string }) => row.subscriptionId === open.subscription.id);
    expect(openRow).toMatchObject({ seats: 2, filledSeats: 1, role: 'Junior Technical', customer: { name: 'Noah Open' }, daysWaiting: 3 });
    const fullRow = list.rows.find((row: { subscriptionId: string }) => row.subscriptionId === full.subscription.id);
    expect(fullRow).toMatchObject({ seats: 2, filledSeats: 2, daysWaiting: null });
    expect(fullRow.placements).toHaveLength(2);

    const searched = (await ctx.as(ctx.admin, 'GET', '/staffing?q=noah%20open')).json();
    expect(searched.rows.map((row: { subscriptionId: string }) => row.subscriptionId)).toEqual([open.subscription.id]);
    expect(searched.total).toBe(1);
    const onlyFull = (await ctx.as(ctx.admin, 'GET', '/staffing?seats=full&pageSize=100')).json();
    expect(onlyFull.rows.every((row: { filledSeats: number; seats: number }) => row.filledSeats >= row.seats)).toBe(true);
    expect((await ctx.as(ctx.admin, 'GET', '/staffing?sort=nonsense')).statusCode).toBe(400);
  });

  it('offers hired talents who are not placed, with their job title and hire date', async () => {
    const [free] = await buildHiredTalents(ctx.db, 1, { firstName: 'Unplaced' });
    const placed = await customerWithTalent('Theo Placed');
    const talents = (await ctx.as(ctx.admin, 'GET', '/staffing/talents?pageSize=100')).json().talents;
    const ids = talents.map((talent: { applicantId: string }) => talent.applicantId);
    expect(ids).toContain(free!.id);
    expect(ids).not.toContain(placed.talent.id);
    expect(talents.find((talent: { applicantId: string }) => talent.applicantId === free!.id)).toMatchObject({
      name: 'Unplaced Reyes',
      jobTitle: 'Frontend Developer',
      hiredAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('ends a placement with a reason, writing an audit row and opening the seat', async () => {
    const mine = await customerWithTalent('Mia Ends');
    const noReason = await ctx.as(ctx.admin, 'POST', `/staffing/placements/${mine.placementId}/end`, { reason: '' });
    expect([noReason.statusCode, noReason.json().message]).toEqual([400, placementMessages.reasonRequired]);
    const ended = await ctx.as(ctx.admin, 'POST', `/staffing/placements/${mine.placementId}/end`, { reason: 'Moved to another client' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().placement).toMatchObject({ endKind: 'ended', endReason: 'Moved to another client', endedAt: expect.any(String) });
    const twice = await ctx.as(ctx.admin, 'POST', `/staffing/placements/${mine.placementId}/end`, { reason: 'Again' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'placements.already_ended']);
    const row = (await ctx.as(ctx.admin, 'GET', `/staffing/subscriptions/${mine.subscription.id}`)).json();
    expect(row.row).toMatchObject({ filledSeats: 0, placements: [] });
    expect(row.history).toEqual([expect.objectContaining({ _id: mine.placementId, endReason: 'Moved to another client' })]);
    const audit = (await ctx.as(ctx.admin, 'GET', `/admin/audit-log?targetId=${mine.placementId}`)).json();
    expect(audit.entries.map((entry: { action: string }) => entry.action).sort()).toEqual(['placement.assigned', 'placement.ended']);
  });
});
