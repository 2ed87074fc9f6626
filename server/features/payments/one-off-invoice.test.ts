import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InvoiceRecord } from '../../../contract/payments.js';
import { subscriptions } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { payments } from './payments.table.js';
import { useBillingTestApp } from '../../test/billing-context.js';

const ctx = useBillingTestApp();

describe('a one-off invoice (extra hours of a plan with no next invoice)', () => {
  it('is recorded against the subscription its metadata names, with its own words, number and period, and listed on /payments', async () => {
    const rosa = await registerCustomer(ctx.app, { name: 'Rosa Oneoff' });
    // One month, then over: no next invoice to carry the extra hours.
    const { subscriptionId, customerId } = await paidSubscription(ctx, rosa, { role: 'jr_technical', region: 'US', noOfRoles: 1, noOfMonths: 1 });
    await ctx.emulator.controls.advanceToNextPeriod(subscriptionId);
    await ctx.settle();
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, subscriptionId));
    expect(row!.status).toBe('canceled');
    const ended = await ctx.stripe.client.subscriptions.retrieve(subscriptionId);

    const draft = await ctx.stripe.client.invoices.create({
      customer: customerId,
      auto_advance: false,
      collection_method: 'charge_automatically',
      description: 'Extra hours after the plan ended',
      default_payment_method: String(ended.default_payment_method),
      metadata: { subscriptionId: row!.id, stripeSubscriptionId: subscriptionId },
    });
    expect(draft.parent).toBeNull();
    await ctx.stripe.client.invoiceItems.create({ customer: customerId, invoice: draft.id, amount: 10_500, currency: 'usd', description: 'Extra hours: Maria Santos, week of 2026-11-16, 4 h' });
    await ctx.stripe.client.invoices.finalizeInvoice(draft.id);
    const paid = await ctx.stripe.client.invoices.pay(draft.id);
    expect([paid.status, paid.billing_reason]).toEqual(['paid', 'manual']);
    await ctx.settle();

    const [payment] = await ctx.db.select().from(payments).where(eq(payments.stripeInvoiceId, draft.id));
    expect(payment).toMatchObject({ stripeSubscriptionId: subscriptionId, userId: rosa.id, status: 'paid', amount: 10_500, billingReason: 'manual' });
    const { invoices } = (await ctx.app.inject({ url: '/api/v1/payments/myinvoices', headers: bearer(rosa) })).json() as { invoices: InvoiceRecord[] };
    expect(invoices[0]).toMatchObject({
      invoiceId: draft.id,
      number: paid.number,
      description: 'Extra hours after the plan ended',
      amount: 10_500,
      currency: 'usd',
      status: 'paid',
      hostedInvoiceUrl: paid.hosted_invoice_url,
      invoicePdfUrl: paid.invoice_pdf,
      // No subscription line: the invoice's own period.
      periodStart: new Date(paid.period_start * 1000).toISOString(),
      periodEnd: new Date(paid.period_end * 1000).toISOString(),
    });
    expect(paid.number).toMatch(/\S/);
    // Its card was not made the ended plan's default (nothing to renew), and the sync did not fail on it.
    expect(ctx.emulator.controls.pendingEvents()).toEqual([]);
  });
});
