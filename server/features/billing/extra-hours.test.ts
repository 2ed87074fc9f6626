import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { extraHourRate, findPlan } from '../../../contract/catalogues/plans.js';
import type { SessionUser } from '../../../contract/users.js';
import { extraHourCharges, payments, placements, subscriptions, timesheets } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { parseCsv, payrollColumns } from '../../test/payroll-csv.js';
import { buildWorkingTalent } from '../../test/placement-factories.js';
import { buildTimesheet } from '../../test/timesheet-factories.js';
import { waitUntilIdle } from '../../lib/task-queue.js';
import { autoApproveDueTimesheets, WEEK_DECIDED_TASK } from '../timesheets/timesheets.public.js';
import { billExtraHours } from './extra-hours.service.js';

const ctx = useBillingTestApp({ admin: true });

/** A customer's monthly Junior Technical subscription (paid through the emulator's checkout) with a talent working in it. */
async function teamWithTalent(name: string, talentName: [string, string], selection: Parameters<typeof paidSubscription>[2] = { billingCycle: 'monthly' }) {
  const customer = await registerCustomer(ctx.app, { name });
  const { subscriptionId, customerId } = await paidSubscription(ctx, customer, selection);
  const talent = await buildWorkingTalent(ctx.db, subscriptionId, { firstName: talentName[0], lastName: talentName[1] });
  const [placement] = await ctx.db.select().from(placements).where(eq(placements.talentId, talent.id));
  return { customer, stripeSubscriptionId: subscriptionId, stripeCustomerId: customerId, placed: { customer, talent, placement: placement! } };
}

const deps = () => ({ db: ctx.db, stripe: ctx.stripe, log: ctx.app.log }) as unknown as Parameters<typeof billExtraHours>[0];
const chargesOf = (timesheetId: string) => ctx.db.select().from(extraHourCharges).where(eq(extraHourCharges.timesheetId, timesheetId)).orderBy(extraHourCharges.revision);
const rate = extraHourRate(findPlan('jr_technical')!, 'US');
const approve = (customer: SessionUser, id: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/team/timesheets/${id}/approve`, headers: bearer(customer) });
/** Until the billing the approval or settlement queued (WEEK_DECIDED_TASK) has ended: it may hold the charge's Stripe call when the test's own passes return. */
const decisionsBilled = () => waitUntilIdle(ctx.database, WEEK_DECIDED_TASK, 15_000);

describe('extra hours of an approved week', () => {
  it('a 44 h week approved by the customer and automatically at once is billed once: 4 h at the plan rate on the next invoice, as payroll counts them', async () => {
    const team = await teamWithTalent('Harbor Freight Co', ['Maria', 'Santos']);
    const week = await buildTimesheet(ctx.db, team.placed, { weekStart: '2026-11-16', status: 'submitted', hours: [9, 9, 9, 9, 8, 0, 0], approveBy: new Date(Date.now() - 60_000) });
    const billingBefore = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(billingBefore.subscriptions[0]).toMatchObject({ extraHoursWaiting: [], extraHoursWaitingTotal: 0 });

    const [answer] = await Promise.all([approve(team.customer, week.id), autoApproveDueTimesheets({ db: ctx.db }), billExtraHours(deps()), billExtraHours(deps())]);
    expect([200, 409]).toContain(answer.statusCode);
    await Promise.all([billExtraHours(deps()), billExtraHours(deps(), { ids: [week.id] })]);
    await decisionsBilled();

    const charges = await chargesOf(week.id);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ revision: 0, quarterHours: 16, billedQuarterHours: 16, hourlyRate: rate, amount: 4 * rate, currency: 'usd', status: 'itemized' });
    expect(charges[0]!.description).toBe('Extra hours: Maria Santos, week of 16 Nov 2026: 4 h (4 h over the contracted hours)');
    const pending = await ctx.stripe.client.invoiceItems.list({ customer: team.stripeCustomerId, pending: true });
    expect(pending.data.map((item) => [item.amount, item.description])).toEqual([[4 * rate, charges[0]!.description]]);

    // /team shows the hours waiting, with their amount.
    const billing = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(billing.subscriptions[0]).toMatchObject({ extraHoursWaitingTotal: 4 * rate, extraHourRate: rate, extraHoursWaiting: [{ quarterHours: 16, amount: 4 * rate }] });
    // A write to the charge alone (another instance, or by hand) is seen at once, then undone.
    await ctx.db.update(extraHourCharges).set({ status: 'invoiced' }).where(eq(extraHourCharges.id, charges[0]!.id));
    const invoicedAway = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(invoicedAway.subscriptions[0]).toMatchObject({ extraHoursWaiting: [], extraHoursWaitingTotal: 0 });
    await ctx.db.update(extraHourCharges).set({ status: charges[0]!.status }).where(eq(extraHourCharges.id, charges[0]!.id));

    // The payroll CSV counts the same 4 hours for that week.
    const csv = await ctx.app.inject({ url: '/api/v1/admin/timesheets/export.csv?from=2026-11-16&to=2026-11-16', headers: bearer(ctx.admin) });
    const [line] = parseCsv(csv.body).rows.filter((row) => Object.values(row).includes('Maria Santos'));
    expect(Number(line![payrollColumns.overtime]) + Number(line![payrollColumns.weekend])).toBe(4);

    // The renewal bills it as a line, and the charge leaves the waiting list.
    await ctx.emulator.controls.advanceToNextPeriod(team.stripeSubscriptionId);
    await ctx.settle();
    const [renewal] = await ctx.db.select().from(payments).where(eq(payments.billingReason, 'subscription_cycle'));
    const invoice = await ctx.stripe.client.invoices.retrieve(renewal!.stripeInvoiceId);
    expect(invoice.lines.data.map((line) => line.description)).toContain(charges[0]!.description);
    expect((await chargesOf(week.id))[0]).toMatchObject({ status: 'invoiced', stripeInvoiceId: invoice.id });
    const after = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(after.subscriptions[0].extraHoursWaiting).toEqual([]);
  }, 120_000);

  it('weekend hours are extra too, and a week with none bills nothing', async () => {
    const team = await teamWithTalent('Weekend Works Ltd', ['Ana', 'Lim']);
    const weekend = await buildTimesheet(ctx.db, team.placed, { weekStart: '2026-11-09', status: 'approved', hours: [8, 8, 8, 8, 8, 2.5, 0] });
    const plain = await buildTimesheet(ctx.db, team.placed, { weekStart: '2026-11-02', status: 'approved', hours: [8, 8, 8, 8, 8, 0, 0] });
    await billExtraHours(deps(), { ids: [weekend.id, plain.id] });
    expect((await chargesOf(weekend.id)).map((charge) => [charge.quarterHours, charge.amount, charge.description])).toEqual([
      [10, Math.round(2.5 * rate), 'Extra hours: Ana Lim, week of 9 Nov 2026: 2.5 h (2.5 h at the weekend)'],
    ]);
    expect(await chargesOf(plain.id)).toEqual([]);
  }, 60_000);

  it('a week settled down to 42 h after it was billed gets one correcting item of −2 h, never a second full one', async () => {
    const team = await teamWithTalent('Settled Books Inc', ['Jon', 'Reyes']);
    const week = await buildTimesheet(ctx.db, team.placed, { weekStart: '2026-11-16', status: 'approved', hours: [9, 9, 9, 9, 8, 0, 0] });
    await billExtraHours(deps(), { ids: [week.id] });
    // Disputed after all, then settled by an admin at 42 h.
    await ctx.db.update(timesheets).set({ status: 'disputed', disputeReason: 'Thursday ended at 5.' }).where(eq(timesheets.id, week.id));
    const settled = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/timesheets/${week.id}/settle`, headers: bearer(ctx.admin), payload: { reason: 'Thursday and Friday were 8 h.', hours: [9, 9, 8, 8, 8, 0, 0] } });
    expect(settled.statusCode, settled.body).toBe(200);
    await billExtraHours(deps(), { ids: [week.id] });
    await billExtraHours(deps(), { ids: [week.id] });
    await decisionsBilled();

    const charges = await chargesOf(week.id);
    expect(charges.map((charge) => [charge.revision, charge.quarterHours, charge.billedQuarterHours, charge.amount])).toEqual([
      [0, 16, 16, 4 * rate],
      [1, -8, 8, -2 * rate],
    ]);
    expect(charges[1]!.description).toBe('Extra hours corrected: Jon Reyes, week of 16 Nov 2026: −2 h (settled at 2 h in all)');
    const pending = await ctx.stripe.client.invoiceItems.list({ customer: team.stripeCustomerId, pending: true });
    expect(pending.data.map((item) => item.amount).sort((a, b) => a - b)).toEqual([-2 * rate, 4 * rate]);
  }, 60_000);

  it("a fixed term's last week approved after the term ended is billed on a one-off invoice, finalized and paid", async () => {
    const team = await teamWithTalent('Short Term Pty', ['Lea', 'Tan'], { billingCycle: 'monthly', noOfMonths: 1 });
    // The one paid month ends: the subscription is canceled at its term.
    await ctx.emulator.controls.advanceToNextPeriod(team.stripeSubscriptionId);
    await ctx.settle();
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, team.stripeSubscriptionId));
    expect(row!.status).toBe('canceled');

    const week = await buildTimesheet(ctx.db, team.placed, { weekStart: '2026-11-16', status: 'approved', hours: [10, 8, 8, 8, 8, 0, 0] });
    await billExtraHours(deps(), { ids: [week.id] });
    await ctx.settle();
    const [charge] = await chargesOf(week.id);
    expect(charge).toMatchObject({ status: 'invoiced', quarterHours: 8, amount: 2 * rate });
    const invoice = await ctx.stripe.client.invoices.retrieve(charge!.stripeInvoiceId!);
    expect([invoice.status, invoice.amount_paid, invoice.billing_reason]).toEqual(['paid', 2 * rate, 'manual']);
    expect(invoice.lines.data.map((line) => line.description)).toEqual([charge!.description]);
  }, 120_000);
});
