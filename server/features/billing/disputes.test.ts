import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { outbox } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, latestMailTo, registerCustomer } from '../../test/factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp({ admin: true });

const get = (url: string, user: SessionUser) => ctx.app.inject({ url, headers: bearer(user) });

/** A customer who paid one $2,000.00 month, and that payment's PaymentIntent at Stripe. */
async function payingCustomer(name: string) {
  const customer = await registerCustomer(ctx.app, { name });
  await paidSubscription(ctx, customer, { role: 'jr_technical', region: 'US', noOfRoles: 1 });
  const [payment] = (await get('/api/v1/payments/mypayments', customer)).json();
  const [invoicePayment] = (await ctx.stripe.client.invoicePayments.list({ invoice: payment.invoiceId })).data;
  return { customer, payment, paymentIntentId: String(invoicePayment!.payment.payment_intent) };
}

const totalOf = async (name: string) => (await get(`/api/v1/customers?q=${encodeURIComponent(name)}`, ctx.admin)).json().customers[0].totalPaid;
const disputedFigure = async () => (await get('/api/v1/payments/summary', ctx.admin)).json().disputed;
const adminPayment = async (paymentId: string) =>
  (await get('/api/v1/payments', ctx.admin)).json().find((payment: { _id: string }) => payment._id === paymentId);

describe('disputes (chargebacks)', () => {
  it('shows an opened dispute to admins and the customer, takes it off the revenue, lists it with its deadline and mails the inbox', async () => {
    const { customer, payment, paymentIntentId } = await payingCustomer('Dina Dispute');
    expect(payment).toMatchObject({ status: 'paid', disputeStatus: null, amount: 2000_00 });
    expect(await totalOf('Dina Dispute')).toEqual([{ currency: 'usd', amount: 2000_00 }]);

    const dispute = await ctx.emulator.controls.openDispute(paymentIntentId);
    await ctx.settle();

    expect((await get('/api/v1/payments/mypayments', customer)).json()[0]).toMatchObject({ status: 'paid', disputeStatus: 'disputed' });
    expect(await adminPayment(payment._id)).toMatchObject({ disputeStatus: 'disputed' });
    expect(await totalOf('Dina Dispute')).toEqual([{ currency: 'usd', amount: 0 }]);
    expect(await disputedFigure()).toEqual([{ currency: 'usd', amount: 2000_00, count: 1 }]);
    expect((await get('/api/v1/admin/overview', ctx.admin)).json().openDisputes).toBe(1);

    const attention = (await get('/api/v1/payments/attention', ctx.admin)).json();
    expect(attention.openDisputes).toEqual([
      {
        disputeId: dispute.id,
        paymentId: payment._id,
        invoiceId: payment.invoiceId,
        customerName: 'Dina Dispute',
        amount: 2000_00,
        currency: 'usd',
        status: 'needs_response',
        reason: 'fraudulent',
        evidenceDueBy: new Date(dispute.evidence_details.due_by! * 1000).toISOString(),
        dashboardUrl: `https://dashboard.stripe.com/test/disputes/${dispute.id}`,
      },
    ]);
    const notice = await latestMailTo(ctx.db, 'inbox@site.test', 3000, 'Dispute opened');
    expect(notice?.subject).toBe('Dispute opened: $2,000.00 paid by Dina Dispute');
    expect(notice?.text).toContain(`https://dashboard.stripe.com/test/disputes/${dispute.id}`);
    expect((await get('/api/v1/payments/attention', customer)).statusCode).toBe(403);
  });

  it('follows the decision: won gives the money back to the figures, lost keeps it out; the inbox is told once', async () => {
    const won = await payingCustomer('Walt Won');
    const lost = await payingCustomer('Lena Lost');
    const wonDispute = await ctx.emulator.controls.openDispute(won.paymentIntentId);
    const lostDispute = await ctx.emulator.controls.openDispute(lost.paymentIntentId);
    await ctx.settle();
    const before = await disputedFigure();

    await ctx.emulator.controls.closeDispute(wonDispute.id, 'won');
    await ctx.emulator.controls.closeDispute(lostDispute.id, 'lost');
    await ctx.settle();

    expect(await adminPayment(won.payment._id)).toMatchObject({ status: 'paid', disputeStatus: 'won' });
    expect(await adminPayment(lost.payment._id)).toMatchObject({ status: 'paid', disputeStatus: 'lost' });
    expect((await get('/api/v1/payments/mypayments', lost.customer)).json()[0].disputeStatus).toBe('lost');
    expect(await totalOf('Walt Won')).toEqual([{ currency: 'usd', amount: 2000_00 }]);
    expect(await totalOf('Lena Lost')).toEqual([{ currency: 'usd', amount: 0 }]);
    expect(before).toEqual([{ currency: 'usd', amount: 3 * 2000_00, count: 3 }]);
    expect(await disputedFigure()).toEqual([{ currency: 'usd', amount: 2 * 2000_00, count: 2 }]);
    const open = (await get('/api/v1/payments/attention', ctx.admin)).json().openDisputes.map((row: { disputeId: string }) => row.disputeId);
    expect(open).not.toContain(wonDispute.id);
    expect(open).not.toContain(lostDispute.id);
    const notices = (await ctx.db.select().from(outbox).where(eq(outbox.to, 'inbox@site.test'))).filter((mail) => mail.subject.startsWith('Dispute opened'));
    expect(notices.map((mail) => mail.subject).filter((subject) => subject.includes('Walt Won'))).toHaveLength(1);
  });
});
