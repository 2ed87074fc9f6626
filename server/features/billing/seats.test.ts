import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { auditLog, payments, placements, seatChanges, subscriptions } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { bearer, latestMailTo, registerCustomer } from '../../test/factories.js';
import { buildHiredTalents, buildWorkingTalent } from '../../test/placement-factories.js';

const ctx = useBillingTestApp({ admin: true });
const inbox = () => ctx.config.companyInbox;

const rowOf = async (stripeSubscriptionId: string) => (await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)))[0]!;
const stripeQuantity = async (stripeSubscriptionId: string) => (await ctx.stripe.client.subscriptions.retrieve(stripeSubscriptionId)).items.data[0]!.quantity;

/** A customer with a paid two-seat monthly Junior Technical subscription (USD), both seats filled when `filled` is 2. */
async function twoSeatTeam(name: string, filled: 1 | 2) {
  const customer = await registerCustomer(ctx.app, { name });
  const { subscriptionId, customerId } = await paidSubscription(ctx, customer, { billingCycle: 'monthly', noOfRoles: 2 });
  const first = await buildWorkingTalent(ctx.db, subscriptionId, { firstName: 'Maria', lastName: `Santos ${name.split(' ')[0]}` });
  const row = await rowOf(subscriptionId);
  if (filled === 2) {
    const [second] = await buildHiredTalents(ctx.db, 1, { firstName: 'Ben', lastName: `Cruz ${name.split(' ')[0]}` });
    await ctx.db.insert(placements).values({ subscriptionId: row.id, seat: 2, talentId: second!.id, startDate: '2026-01-05', timeZone: 'Asia/Manila', seatOpenSince: new Date('2026-01-01T00:00:00Z') });
  }
  return { customer, stripeSubscriptionId: subscriptionId, stripeCustomerId: customerId, id: row.id, first };
}

const preview = (customer: SessionUser, id: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/team/subscriptions/${id}/seats/preview`, headers: bearer(customer) });
const addSeat = (customer: SessionUser, id: string, body: object) => ctx.app.inject({ method: 'POST', url: `/api/v1/team/subscriptions/${id}/seats`, headers: bearer(customer), payload: body });
const removeSeat = (customer: SessionUser, id: string, seat: number) => ctx.app.inject({ method: 'POST', url: `/api/v1/team/subscriptions/${id}/seats/remove`, headers: bearer(customer), payload: { seat } });
const staffingRow = async (id: string) => (await ctx.app.inject({ url: `/api/v1/staffing/subscriptions/${id}`, headers: bearer(ctx.admin) })).json().row;

describe('adding a seat from Your team', () => {
  it("mid-period: charges exactly the preview's prorated amount, and the new seat opens on Staffing once paid", async () => {
    const team = await twoSeatTeam('Acme Ports', 2);
    const shown = await preview(team.customer, team.id);
    expect(shown.statusCode, shown.body).toBe(200);
    const quote = shown.json();
    // A month of one Junior Technical seat is $2,000: the rest of the period costs less, the next periods $6,000.
    expect(quote).toMatchObject({ currency: 'usd', quantity: 3, newPeriodAmount: 600_000 });
    expect(quote.amountDueNow).toBeGreaterThan(0);
    expect(quote.amountDueNow).toBeLessThanOrEqual(200_000);

    const added = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate, expectedAmountDue: quote.amountDueNow });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ outcome: 'added', invoiceUrl: null, seatChange: { kind: 'add', status: 'applied', fromQuantity: 2, toQuantity: 3 } });
    await ctx.settle();

    expect(await stripeQuantity(team.stripeSubscriptionId)).toBe(3);
    const [charged] = await ctx.db.select().from(payments).where(and(eq(payments.stripeSubscriptionId, team.stripeSubscriptionId), eq(payments.billingReason, 'subscription_update')));
    expect([charged?.status, charged?.amount]).toEqual(['paid', quote.amountDueNow]);
    expect(charged?.description).toMatch(/^Seats changed, prorated to the period's end: /);
    expect(await staffingRow(team.id)).toMatchObject({ seats: 3, filledSeats: 2 });
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'subscription.seat_added'));
    expect(audit).toMatchObject({ actorEmail: team.customer.email, targetId: team.id });
  }, 120_000);

  it('with a declined card: nothing changes (2 seats, nothing open on Staffing) and the open invoice is offered to pay it', async () => {
    const team = await twoSeatTeam('Declined Docks', 2);
    const card = await ctx.stripe.client.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeCustomerFail' } });
    await ctx.stripe.client.paymentMethods.attach(card.id, { customer: team.stripeCustomerId });
    await ctx.stripe.client.subscriptions.update(team.stripeSubscriptionId, { default_payment_method: card.id });
    await ctx.settle();

    const quote = (await preview(team.customer, team.id)).json();
    const added = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate, expectedAmountDue: quote.amountDueNow });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ outcome: 'payment_required', seatChange: { status: 'pending', toQuantity: 3 } });
    expect(added.json().invoiceUrl).toMatch(/^https?:\/\//);
    await ctx.settle();

    expect(await stripeQuantity(team.stripeSubscriptionId)).toBe(2);
    expect((await rowOf(team.stripeSubscriptionId)).quantity).toBe(2);
    expect(await staffingRow(team.id)).toMatchObject({ seats: 2, filledSeats: 2 });
    const billing = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(billing.subscriptions[0]).toMatchObject({ seats: 2, pendingAdd: { amountDue: quote.amountDueNow } });
    // A second click waits for the first.
    const again = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate, expectedAmountDue: quote.amountDueNow });
    expect([again.statusCode, again.json().code]).toEqual([409, 'billing.seat_add_waiting']);

    // Paid on the invoice's page with another card: the seat is added then, and opens on Staffing.
    const [change] = await ctx.db.select().from(seatChanges).where(eq(seatChanges.subscriptionId, team.id));
    await ctx.emulator.controls.payInvoice(change!.stripeInvoiceId!, { card: '4242424242424242' });
    await ctx.settle();
    expect(await stripeQuantity(team.stripeSubscriptionId)).toBe(3);
    expect((await ctx.db.select().from(seatChanges).where(eq(seatChanges.id, change!.id)))[0]!.status).toBe('applied');
    expect(await staffingRow(team.id)).toMatchObject({ seats: 3, filledSeats: 2 });
  }, 120_000);

  it('keeps the online-order cap: a 38th US Senior Technical yearly seat is quoted by hand instead', async () => {
    const customer = await registerCustomer(ctx.app, { name: 'Big Order Inc' });
    const { subscriptionId } = await paidSubscription(ctx, customer, { role: 'sr_technical', region: 'US', billingCycle: 'yearly', noOfRoles: 38 });
    const row = await rowOf(subscriptionId);
    const refused = await preview(customer, row.id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'billing.amount_too_large']);
    expect(await stripeQuantity(subscriptionId)).toBe(38);
  }, 60_000);

  it("reckons the proration on Stripe's clock, not the site's (a month on at Stripe, after a renewal)", async () => {
    const team = await twoSeatTeam('Later Labs', 1);
    await ctx.emulator.controls.advanceToNextPeriod(team.stripeSubscriptionId);
    await ctx.settle();
    const quote = (await preview(team.customer, team.id)).json();
    expect(quote.prorationDate).toBeGreaterThan(Math.floor(Date.now() / 1000) + 20 * 86_400);
    const added = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate, expectedAmountDue: quote.amountDueNow });
    expect([added.statusCode, added.json().outcome]).toEqual([200, 'added']);
  }, 120_000);

  it('refuses an amount that is not the one shown, and what is not the caller\'s', async () => {
    const team = await twoSeatTeam('Careful Corp', 1);
    const quote = (await preview(team.customer, team.id)).json();
    const wrong = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate, expectedAmountDue: quote.amountDueNow + 1 });
    expect([wrong.statusCode, wrong.json().code]).toEqual([409, 'billing.amount_changed']);
    const stale = await addSeat(team.customer, team.id, { prorationDate: quote.prorationDate - 3600, expectedAmountDue: quote.amountDueNow });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'billing.amount_changed']);
    const stranger = await registerCustomer(ctx.app, { name: 'Stranger Things' });
    expect((await preview(stranger, team.id)).statusCode).toBe(404);
    expect((await addSeat(team.customer, team.id, { prorationDate: 'soon' })).statusCode).toBe(400);
    expect(await stripeQuantity(team.stripeSubscriptionId)).toBe(2);
    expect(await ctx.db.select().from(seatChanges).where(eq(seatChanges.subscriptionId, team.id))).toEqual([]);
  }, 60_000);
});

describe('removing a seat from Your team', () => {
  it('an open seat: billed one seat fewer from the next renewal, nothing credited or charged before', async () => {
    const team = await twoSeatTeam('Open Seat Ltd', 1);
    const periodEnd = (await rowOf(team.stripeSubscriptionId)).currentPeriodEnd!;
    const before = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(before.subscriptions[0]).toMatchObject({ seats: 2, seatsFromNextPeriod: 2, removals: [] });
    const removed = await removeSeat(team.customer, team.id, 2);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ talentLastDay: null, seatChange: { kind: 'remove', status: 'scheduled', seat: 2, fromQuantity: 2, toQuantity: 1, effectiveAt: periodEnd.toISOString() } });
    await ctx.settle();

    // Until the period ends the customer keeps what they paid for: no invoice now, two seats shown.
    const invoices = await ctx.stripe.client.invoices.list({ customer: team.stripeCustomerId });
    expect(invoices.data).toHaveLength(1);
    const billing = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(billing.subscriptions[0]).toMatchObject({ seats: 2, seatsFromNextPeriod: 1, removals: [{ seat: 2, talentName: null }] });
    expect((await latestMailTo(ctx.db, inbox(), 2000, 'Open seat removed'))?.subject).toBe(`Open seat removed by ${team.customer.email}`);
    // A write to the seat change alone (another instance, or by hand) is seen at once, then undone.
    const scheduled = and(eq(seatChanges.subscriptionId, team.id), eq(seatChanges.status, 'scheduled'));
    await ctx.db.update(seatChanges).set({ status: 'canceled' }).where(scheduled);
    const canceled = (await ctx.app.inject({ url: '/api/v1/team/billing', headers: bearer(team.customer) })).json();
    expect(canceled.subscriptions[0].removals).toEqual([]);
    await ctx.db.update(seatChanges).set({ status: 'scheduled' }).where(and(eq(seatChanges.subscriptionId, team.id), eq(seatChanges.status, 'canceled')));

    await ctx.emulator.controls.advanceToNextPeriod(team.stripeSubscriptionId);
    await ctx.settle();
    const renewal = (await ctx.stripe.client.invoices.list({ customer: team.stripeCustomerId })).data.find((invoice) => invoice.billing_reason === 'subscription_cycle');
    expect(renewal?.amount_paid).toBe(200_000);
    const again = await removeSeat(team.customer, team.id, 1);
    expect([again.statusCode, again.json().code]).toEqual([409, 'billing.last_seat']);
  }, 120_000);

  it("a filled seat: its talent works through the period's last day and is told so, as is the company", async () => {
    const team = await twoSeatTeam('Filled Seat Co', 2);
    const removed = await removeSeat(team.customer, team.id, 1);
    expect(removed.statusCode, removed.body).toBe(200);
    const lastDay = removed.json().talentLastDay as string;
    expect(lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Maria (seat 1) leaves after her last day; Ben keeps seat 2, the one seat billed from the next renewal.
    const rows = await ctx.db.select().from(placements).where(eq(placements.subscriptionId, team.id));
    const maria = rows.find((row) => row.endDate !== null)!;
    const ben = rows.find((row) => row.endedAt === null)!;
    expect([maria.endDate, maria.seat, ben.seat]).toEqual([lastDay, 1, 2]);
    expect(await staffingRow(team.id)).toMatchObject({ seats: 1, filledSeats: 1 });
    // Your team shows both working, and no open seat to fill.
    const teamAnswer = (await ctx.app.inject({ url: '/api/v1/team', headers: bearer(team.customer) })).json();
    const own = teamAnswer.subscriptions.find((row: { subscriptionId: string }) => row.subscriptionId === team.id);
    expect(own.seats.map((seat: { seat: number; state: string }) => [seat.seat, seat.state])).toEqual([[1, 'filled'], [2, 'filled']]);
    expect(own.seats[0].placement.endDate).toBe(lastDay);
    const active = await ctx.db.select().from(placements).where(and(eq(placements.subscriptionId, team.id), isNull(placements.endedAt)));
    expect(active).toHaveLength(1);
    expect((await latestMailTo(ctx.db, inbox(), 2000, 'Seat removed'))?.subject).toContain('leaves');
    expect((await latestMailTo(ctx.db, team.first.email, 2000, 'ends after'))?.subject).toMatch(/^Your placement with Filled Seat Co ends after /);
  }, 120_000);
});
