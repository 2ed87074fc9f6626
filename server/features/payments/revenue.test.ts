import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/use-test-app.js';
import { recordInvoicePayment } from './payment-records.js';
import { disputes, payments, refunds } from './payments.table.js';

const ctx = useTestApp({ admin: true, customer: true });

const token = () => randomBytes(6).toString('hex');
const now = new Date();
/** A day of the month `back` months before this one, in UTC, as the chart's months are. */
const monthsAgo = (back: number, day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, day, 12));
const monthKey = (date: Date) => date.toISOString().slice(0, 7);

async function paidPayment(amount: number, taxAmount: number | null, paidAt: Date) {
  const [row] = await ctx.db
    .insert(payments)
    .values({
      stripeInvoiceId: `in_${token()}`,
      userId: ctx.customer.id,
      amount,
      taxAmount,
      currency: 'usd',
      status: 'paid',
      plan: 'jr_technical',
      talents: 1,
      billingCycle: 'monthly',
      description: 'Junior Technical: 1 talent, monthly for 1 month',
      createdAt: paidAt,
      paidAt,
    })
    .returning();
  return row!;
}

const refund = (paymentId: string, amount: number, status: string) =>
  ctx.db.insert(refunds).values({ stripeRefundId: `re_${token()}`, paymentId, amount, currency: 'usd', status, createdAt: new Date() });
const dispute = (paymentId: string, amount: number, status: string) =>
  ctx.db.insert(disputes).values({ stripeDisputeId: `dp_${token()}`, paymentId, amount, currency: 'usd', status, reason: 'fraudulent', createdAt: new Date() });

/** An invoice as Stripe sends it once paid: created on one day, paid on another. */
function paidInvoice(created: Date, paidAt: Date): Stripe.Invoice {
  return {
    id: `in_${token()}`,
    status: 'paid',
    attempted: true,
    amount_due: 200_000,
    amount_paid: 200_000,
    amount_remaining: 0,
    currency: 'usd',
    billing_reason: 'subscription_cycle',
    hosted_invoice_url: null,
    customer_address: null,
    customer_tax_ids: [],
    total_taxes: [],
    created: Math.floor(created.getTime() / 1000),
    status_transitions: { paid_at: Math.floor(paidAt.getTime() / 1000), finalized_at: null, marked_uncollectible_at: null, voided_at: null },
  } as unknown as Stripe.Invoice;
}

interface Month {
  month: string;
  paid: number;
  refunded: number;
  disputed: number;
  net: number;
}

/** The admin home chart's 12 USD months, undefined while it has none. */
async function usdMonths(): Promise<Month[] | undefined> {
  const charts = (await ctx.as(ctx.admin, 'GET', '/admin/overview/charts')).json() as { revenueByMonth: { currency: string; months: Month[] }[] };
  return charts.revenueByMonth.find((entry) => entry.currency === 'usd')?.months;
}

describe('revenue figures: before tax, by when paid, less refunds and open or lost disputes', () => {
  it("gives the chart and the summary the same month: 1,000.00 + 100.00 tax paid, 220.00 refunded, 550.00 lost in a dispute", async () => {
    // 1,100.00 paid, 100.00 of it tax; 220.00 refunded carries 20.00 of that tax back.
    const taxed = await paidPayment(110_000, 10_000, now);
    await refund(taxed.id, 22_000, 'succeeded');
    // A refund the bank returned moved nothing.
    await refund(taxed.id, 5_000, 'failed');
    // 550.00 with 50.00 tax, lost to a chargeback: 500.00 of revenue gone.
    const lost = await paidPayment(55_000, 5_000, now);
    await dispute(lost.id, 55_000, 'lost');
    // A dispute the company won and an inquiry that withdrew nothing take no revenue away.
    const won = await paidPayment(30_000, null, now);
    await dispute(won.id, 30_000, 'won');
    await dispute(won.id, 30_000, 'warning_closed');

    const usd = (await usdMonths())!;
    const paidBeforeTax = 100_000 + 50_000 + 30_000;
    expect(usd[11]).toEqual({ month: monthKey(now), paid: paidBeforeTax, refunded: 20_000, disputed: 50_000, net: paidBeforeTax - 20_000 - 50_000 });

    const summary = (await ctx.as(ctx.admin, 'GET', '/payments/summary')).json();
    expect(summary.netRevenueThisMonth).toEqual([{ currency: 'usd', amount: usd[11]!.net }]);
    expect(summary.refundsThisMonth).toEqual([{ currency: 'usd', amount: usd[11]!.refunded, count: 1 }]);
  });

  it('dates a renewal paid after the month its invoice was made by its payment (from Stripe), and a refund of it by the refund', async () => {
    const before = (await usdMonths()) ?? [];
    const refundsBefore = (await ctx.as(ctx.admin, 'GET', '/payments/summary')).json().refundsThisMonth[0]?.count ?? 0;
    const created = monthsAgo(3, 25);
    const paidAt = monthsAgo(2, 3);
    const recorded = await recordInvoicePayment(ctx.db, paidInvoice(created, paidAt), { paymentIntentId: null, paymentMethod: null }, {
      stripeSubscriptionId: `sub_${token()}`,
      userId: ctx.customer.id,
      plan: 'jr_technical',
      quantity: 1,
      months: null,
      billingCycle: 'monthly',
      description: 'Junior Technical: 1 talent, monthly',
    });
    const renewal = recorded!.payment;
    expect(renewal.createdAt.getTime()).toBe(Math.floor(created.getTime() / 1000) * 1000);
    expect(renewal.paidAt?.getTime()).toBe(Math.floor(paidAt.getTime() / 1000) * 1000);

    const usd = (await usdMonths())!;
    const empty = (month: Date) => ({ month: monthKey(month), paid: 0, refunded: 0, disputed: 0, net: 0 });
    expect(usd[8]).toEqual(before[8] ?? empty(monthsAgo(3, 1)));
    const paidMonth = before[9] ?? empty(monthsAgo(2, 1));
    expect(usd[9]).toEqual({ ...paidMonth, paid: paidMonth.paid + 200_000, net: paidMonth.net + 200_000 });

    // Refunded this month: the month it was paid keeps its revenue, this month loses it.
    await refund(renewal.id, 50_000, 'pending');
    const after = (await usdMonths())!;
    expect(after[9]).toEqual(usd[9]);
    expect(after[11]).toMatchObject({ refunded: usd[11]!.refunded + 50_000, net: usd[11]!.net - 50_000 });
    const summary = (await ctx.as(ctx.admin, 'GET', '/payments/summary')).json();
    expect(summary.netRevenueThisMonth).toEqual([{ currency: 'usd', amount: after[11]!.net }]);
    expect(summary.refundsThisMonth).toEqual([{ currency: 'usd', amount: after[11]!.refunded, count: refundsBefore + 1 }]);
  });
});
