import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placementMessages } from '../../../contract/placements.js';
import { auditLog } from '../audit/audit-log.table.js';
import { type MailQueue } from '../mail/mail.public.js';
import { mailDeliveries } from '../mail/mail-deliveries.table.js';
import { bearer } from '../../test/factories.js';
import { buildHiredTalents, buildPaidSubscription } from '../../test/placement-factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { assignTalent } from './assignments.service.js';
import { placements } from './placements.table.js';

const ctx = useTestApp({ admin: true, customer: { name: 'Dana Whitfield' } });

const assign = (subscriptionId: string, body: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/staffing/subscriptions/${subscriptionId}/placements`, payload: body, headers: bearer(ctx.admin) });

/** The first Monday of March next year: a working day, whatever the year. */
const nextYear = () => {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 2, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

describe('assigning hired talents to seats', () => {
  it('fills exactly the seats there are when 20 admins assign to a 2-seat subscription at once', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 2 });
    const talents = await buildHiredTalents(ctx.db, 20);
    const responses = await Promise.all(talents.map((talent) => assign(subscription.id, { applicantId: talent.id })));

    const won = responses.filter((response) => response.statusCode === 201);
    const lost = responses.filter((response) => response.statusCode !== 201);
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(18);
    for (const response of lost) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'placements.seats_full', message: placementMessages.seatsFull });
    }
    expect(won.map((response) => response.json().placement.seat).sort()).toEqual([1, 2]);
    const active = await ctx.db.select().from(placements).where(eq(placements.subscriptionId, subscription.id));
    expect(active).toHaveLength(2);
  });

  it('places one talent once when two subscriptions take them at the same moment', async () => {
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const first = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const second = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const responses = await Promise.all([assign(first.id, { applicantId: talent!.id }), assign(second.id, { applicantId: talent!.id })]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json()).toMatchObject({ code: 'placements.talent_already_placed', message: placementMessages.talentAlreadyPlaced });
    const rows = await ctx.db.select().from(placements).where(eq(placements.talentId, talent!.id));
    expect(rows).toHaveLength(1);
  });

  it('writes an audit row and queues the customer and talent e-mails with the placement', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1, { firstName: 'Maria', lastName: 'Santos' });
    const response = await assign(subscription.id, { applicantId: talent!.id, startDate: nextYear(), timeZone: 'America/Chicago' });

    expect(response.statusCode).toBe(201);
    const { placement } = response.json();
    expect(placement).toMatchObject({
      seat: 1,
      startDate: nextYear(),
      talent: { applicantId: talent!.id, name: 'Maria Santos', jobTitle: 'Frontend Developer' },
      workingHours: { hoursPerWeek: 40, days: 'Monday to Friday', timeZone: 'America/Chicago' },
      endedAt: null,
    });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetId, placement._id));
    expect(audit).toMatchObject([{ action: 'placement.assigned', actorId: ctx.admin.id, targetType: 'placement' }]);
    expect(audit[0]!.detail).toMatchObject({ subscriptionId: subscription.id, seat: 1, applicantId: talent!.id, startDate: nextYear() });

    const mails = await ctx.db.select().from(mailDeliveries).where(inArray(mailDeliveries.to, [ctx.customer.email, talent!.email]));
    const toCustomer = mails.find((mail) => mail.to === ctx.customer.email && mail.subject.startsWith('Meet Maria'));
    // The talent is also mailed their account's invitation (talents): this is the placement's own mail.
    const toTalent = mails.find((mail) => mail.to === talent!.email && mail.template === 'placements.placement-start');
    expect(toCustomer?.subject).toMatch(/^Meet Maria, your Frontend Developer, starting Monday, March \d{1,2}, \d{4}$/);
    expect(toTalent?.subject).toMatch(/^You start with Dana Whitfield on Monday, March \d{1,2}, \d{4}$/);
  });

  it('queues nothing and writes no audit row when the assignment rolls back', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1, { firstName: 'Rollback' });
    let queued = 0;
    // The second e-mail fails: the placement, its audit row and the first e-mail (stored in the
    // transaction, as the mail queue stores a delivery) go with it.
    const failingMail: MailQueue = {
      async queue(executor, mail) {
        queued += 1;
        if (queued === 2) throw new Error('mail queue unavailable');
        await executor.insert(mailDeliveries).values({ to: mail.to, subject: mail.subject, text: 'queued in the transaction' });
      },
    };
    const context = { actor: { id: ctx.admin.id, email: ctx.admin.email }, origin: { ip: null, userAgent: null } };
    await expect(
      assignTalent({ db: ctx.db, mail: failingMail, companyInbox: 'team@example.com', log: ctx.app.log }, subscription.id, { applicantId: talent!.id }, context),
    ).rejects.toThrow('mail queue unavailable');

    expect(queued).toBe(2);
    expect(await ctx.db.select().from(placements).where(eq(placements.talentId, talent!.id))).toEqual([]);
    expect(await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, 'placement.assigned'), eq(auditLog.actorId, ctx.admin.id)))).not.toContainEqual(
      expect.objectContaining({ detail: expect.objectContaining({ applicantId: talent!.id }) }),
    );
    expect(await ctx.db.select().from(mailDeliveries).where(eq(mailDeliveries.to, ctx.customer.email))).not.toContainEqual(
      expect.objectContaining({ text: 'queued in the transaction' }),
    );
  });

  it('refuses an applicant who is not hired, a canceled subscription, a past start date, and unknown ids', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const [talent] = await buildHiredTalents(ctx.db, 1);
    const [offered] = await buildHiredTalents(ctx.db, 1);
    await ctx.db.execute(`update applicants set status = 'Job Offer' where id = '${offered!.id}'` as never);
    const canceled = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1, status: 'canceled' });

    expect((await assign(subscription.id, { applicantId: offered!.id })).json()).toMatchObject({ code: 'placements.talent_not_hired' });
    expect((await assign(canceled.id, { applicantId: talent!.id })).json()).toMatchObject({ code: 'placements.subscription_not_staffable' });
    const past = await assign(subscription.id, { applicantId: talent!.id, startDate: '2020-01-06' });
    expect([past.statusCode, past.json().message]).toEqual([400, placementMessages.startDateTooEarly]);
    // A Saturday is no first working day.
    const saturday = await assign(subscription.id, { applicantId: talent!.id, startDate: '2030-01-05' });
    expect([saturday.statusCode, saturday.json().code, saturday.json().message]).toEqual([400, 'placements.start_date_weekend', placementMessages.startDateWeekend]);
    const badDate = await assign(subscription.id, { applicantId: talent!.id, startDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    // A fixed term ending in 10 days takes no talent who would start after it.
    const termEnd = new Date(Date.now() + 10 * 86_400_000);
    const termStart = new Date(termEnd);
    termStart.setUTCMonth(termStart.getUTCMonth() - 3);
    const ending = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1, months: 3, startDate: termStart, cancelAt: termEnd });
    const tooLate = await assign(ending.id, { applicantId: talent!.id, startDate: nextYear() });
    expect([tooLate.statusCode, tooLate.json().message]).toEqual([409, placementMessages.startsAfterSubscriptionEnds]);
    // Cancelled at the period's end: no new talent at all from the moment it is cancelled.
    const cancelled = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1, cancelAtPeriodEnd: true, currentPeriodEnd: new Date(Date.now() + 10 * 86_400_000) });
    expect((await assign(cancelled.id, { applicantId: talent!.id })).json()).toMatchObject({ code: 'placements.subscription_cancelled' });
    const unknownSubscription = await assign('00000000-0000-4000-8000-000000000000', { applicantId: talent!.id });
    expect([unknownSubscription.statusCode, unknownSubscription.json().message]).toEqual([404, placementMessages.subscriptionNotFound]);
    const unknownTalent = await assign(subscription.id, { applicantId: '00000000-0000-4000-8000-000000000000' });
    expect([unknownTalent.statusCode, unknownTalent.json().message]).toEqual([404, placementMessages.talentNotFound]);
    expect(await ctx.db.select().from(placements).where(eq(placements.subscriptionId, subscription.id))).toEqual([]);
  });

  it('holds the seat and talent rules in the database itself, whatever code writes', async () => {
    const subscription = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    const [first, second] = await buildHiredTalents(ctx.db, 2);
    const row = (talentId: string, seat: number) => ({
      subscriptionId: subscription.id,
      seat,
      talentId,
      startDate: '2030-01-07',
      timeZone: 'UTC',
      seatOpenSince: new Date(),
    });
    await ctx.db.insert(placements).values(row(first!.id, 1));
    await expect(ctx.db.insert(placements).values(row(second!.id, 1))).rejects.toMatchObject({ cause: { constraint: 'placements_active_seat_unique' } });
    await expect(ctx.db.insert(placements).values(row(second!.id, 2))).rejects.toMatchObject({ cause: { constraint: 'placements_seat_within_quantity' } });
    const other = await buildPaidSubscription(ctx.db, ctx.customer.id, { quantity: 1 });
    await expect(ctx.db.insert(placements).values({ ...row(first!.id, 1), subscriptionId: other.id })).rejects.toMatchObject({
      cause: { constraint: 'placements_active_talent_unique' },
    });
  });
});
