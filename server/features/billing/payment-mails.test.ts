import { describe, expect, it } from 'vitest';
import { renderMail, type TemplatedMail } from '../mail/mail.public.js';
import type { PaymentRow } from '../payments/payments.public.js';
import { useTestApp } from '../../test/use-test-app.js';
import { mailTemplates } from '../../mail-templates.js';
import type { BillingDeps } from './billing-deps.js';
import type { SubscriptionRow } from './billing.table.js';
import { mailAboutPayment } from './payment-mails.js';

const ctx = useTestApp({ customer: { name: 'Rhea Receipt' } });

const site = { publicUrl: 'https://www.bayanihanremote.test' };

/** A payment row as the sync records it: a paid US month of two Senior Technical talents. */
function paymentRow(overrides: Partial<PaymentRow>): PaymentRow {
  const now = new Date('2026-10-12T02:00:00.000Z');
  return {
    id: '00000000-0000-4000-8000-000000000001',
    stripeInvoiceId: 'in_receipt_1',
    stripeSubscriptionId: 'sub_receipt_1',
    userId: ctx.customer.id,
    paymentIntentId: 'pi_receipt_1',
    paymentMethod: 'Visa •••• 4242',
    amount: 520_000,
    amountRefunded: 0,
    currency: 'usd',
    status: 'paid',
    disputeStatus: null,
    taxAmount: null,
    customerTaxId: null,
    billingReason: 'subscription_cycle',
    plan: 'sr_technical',
    talents: 2,
    months: null,
    billingCycle: 'monthly',
    description: 'Senior Technical: 2 talents, monthly',
    hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1/in_receipt_1',
    invoiceNumber: 'RCPT0001-0002',
    invoicePdfUrl: 'https://pay.stripe.com/invoice/acct_1/in_receipt_1/pdf',
    periodStart: now,
    periodEnd: new Date('2026-11-12T02:00:00.000Z'),
    refundStartedAt: null,
    refundAttemptId: null,
    shippingLine1: null,
    shippingCity: null,
    shippingState: null,
    shippingCountry: null,
    createdAt: now,
    paidAt: now,
    updatedAt: now,
    searchText: null,
    ...overrides,
  };
}

/** The mails `mailAboutPayment` queues for a newly paid payment, rendered as the worker would. */
async function mailsForPaid(payment: PaymentRow) {
  const queued: TemplatedMail[] = [];
  const deps = {
    mail: { queue: async (_executor: unknown, mail: TemplatedMail) => void queued.push(mail) },
    log: ctx.app.log,
    paymentGraceDays: 7,
    companyInbox: 'inbox@bayanihanremote.test',
  } as unknown as BillingDeps;
  await ctx.db.transaction((tx) => mailAboutPayment(deps, tx, { payment, newlyPaid: true, newlyFailed: false }, { subscription: {} as SubscriptionRow, needsAuthentication: false }));
  return Promise.all(queued.map(async (mail) => ({ ...mail, ...(await renderMail(mailTemplates.get(mail.template)!, mail.props, site)) })));
}

describe('mails about a paid invoice', () => {
  it('sends a new customer the confirmation and a receipt for their first invoice', async () => {
    const mails = await mailsForPaid(paymentRow({ billingReason: 'subscription_create' }));
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [ctx.customer.email, 'Your Bayanihan Remote subscription is confirmed'],
      [ctx.customer.email, 'Payment receipt: $5,200.00, invoice RCPT0001-0002'],
    ]);
    expect(mails[0]!.text).toContain('Your receipt, with a link to the invoice as a PDF, comes in a separate e-mail.');
  });

  it.each(['subscription_cycle', 'subscription_update', 'manual'])('sends a receipt, and only a receipt, for a %s invoice', async (billingReason) => {
    const mails = await mailsForPaid(paymentRow({ billingReason }));
    expect(mails.map((mail) => mail.template)).toEqual(['billing.payment-receipt']);
  });

  it('names the invoice number, the amount, the period, and links the invoice page and its PDF', async () => {
    const [receipt] = await mailsForPaid(paymentRow({}));
    expect(receipt!.text).toContain('We received your payment of $5,200.00. Thank you.');
    expect(receipt!.text).toContain('Invoice: RCPT0001-0002');
    expect(receipt!.text).toContain('Amount: $5,200.00');
    expect(receipt!.text).toContain('For: Senior Technical: 2 talents, monthly');
    expect(receipt!.text).toContain('Period: Oct 12, 2026 to Nov 12, 2026 (UTC)');
    expect(receipt!.text).toContain('View your invoice https://invoice.stripe.com/i/acct_1/in_receipt_1');
    expect(receipt!.text).toContain('Download the invoice (PDF) https://pay.stripe.com/invoice/acct_1/in_receipt_1/pdf');
  });

  it('still sends the receipt before the invoice has a number, a PDF or a period, with what is known', async () => {
    const [receipt] = await mailsForPaid(paymentRow({ invoiceNumber: null, invoicePdfUrl: null, periodStart: null, periodEnd: null, currency: 'cad', amount: 180_000 }));
    expect(receipt!.subject).toBe('Payment receipt: CA$1,800.00');
    expect(receipt!.text).toContain('Amount: CA$1,800.00');
    expect(receipt!.text).not.toContain('Invoice:');
    expect(receipt!.text).not.toContain('Period:');
    expect(receipt!.text).not.toContain('PDF');
  });
});
