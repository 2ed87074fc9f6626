import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** What the site does for a week billed after the plan ended: a draft with one item, finalized, then paid. */
async function draftWithHours(customer: string, options: Partial<Stripe.InvoiceCreateParams> = {}) {
  const draft = await test.stripe.invoices.create(
    {
      customer,
      collection_method: 'charge_automatically',
      auto_advance: false,
      pending_invoice_items_behavior: 'exclude',
      currency: 'usd',
      description: 'Extra hours worked after the last invoice of the subscription',
      metadata: { extraHourChargeId: 'ehc-1', weekStart: '2026-01-05' },
      ...options,
    },
    { idempotencyKey: 'extra-hours:ts-9:0:invoice' },
  );
  const item = await test.stripe.invoiceItems.create(
    { customer, invoice: draft.id, currency: 'usd', amount: 7500, description: 'Extra hours, week of 2026-01-05: 5 h', metadata: { extraHourChargeId: 'ehc-1' } },
    { idempotencyKey: 'extra-hours:ts-9:0' },
  );
  return { draft, item };
}

describe('one-off invoices', () => {
  it('creates a draft, takes an item, finalizes it with a number and pages, and charges the default card', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    await test.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: String(subscription.default_payment_method) } });
    test.received.length = 0;

    const { draft, item } = await draftWithHours(customer.id);

    expect(draft).toMatchObject({
      status: 'draft',
      billing_reason: 'manual',
      parent: null,
      number: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      auto_advance: false,
      metadata: { extraHourChargeId: 'ehc-1', weekStart: '2026-01-05' },
      description: 'Extra hours worked after the last invoice of the subscription',
    });
    expect(item.invoice).toBe(draft.id);
    const withLine = await test.stripe.invoices.retrieve(draft.id);
    expect([withLine.total, withLine.lines.data[0]?.parent?.invoice_item_details?.invoice_item]).toEqual([7500, item.id]);
    expect((await test.stripe.invoiceItems.list({ customer: customer.id, pending: true })).data).toEqual([]);

    const finalized = await test.stripe.invoices.finalizeInvoice(draft.id, {}, { idempotencyKey: 'extra-hours:ts-9:0:finalize' });
    expect(finalized).toMatchObject({ status: 'open', amount_due: 7500, number: expect.stringMatching(/^EMU-\d{4}$/) });
    expect(finalized.hosted_invoice_url).toBe(`${test.emulator.url}/invoices/${draft.id}`);
    expect(finalized.invoice_pdf).toBe(`${test.emulator.url}/invoices/${draft.id}/pdf`);
    await expect(test.stripe.invoices.finalizeInvoice(draft.id)).rejects.toMatchObject({ statusCode: 400 });

    const paid = await test.stripe.invoices.pay(draft.id, {}, { idempotencyKey: 'extra-hours:ts-9:0:pay' });
    expect(paid).toMatchObject({ status: 'paid', amount_paid: 7500, amount_remaining: 0 });
    expect(test.received.map((event) => event.type)).toEqual(['invoice.created', 'invoiceitem.created', 'invoice.finalized', 'invoice.paid', 'invoice.payment_succeeded']);
    const payment = (await test.stripe.invoicePayments.list({ invoice: draft.id, expand: ['data.payment.payment_intent'] })).data[0]!;
    expect(payment.payment.payment_intent).toMatchObject({ status: 'succeeded', amount: 7500, payment_method: subscription.default_payment_method });
    await expect(test.stripe.invoices.pay(draft.id)).rejects.toMatchObject({ statusCode: 400 });

    const listed = await test.stripe.invoices.list({ customer: customer.id, status: 'paid', limit: 1 });
    expect(listed.data.map((invoice) => invoice.id)).toEqual([draft.id]);
    expect(listed.has_more).toBe(true);
    const next = await test.stripe.invoices.list({ customer: customer.id, status: 'paid', limit: 1, starting_after: draft.id });
    expect(next.data[0]?.billing_reason).toBe('subscription_create');
    expect((await test.stripe.invoices.list({ subscription: subscription.id })).data.map((invoice) => invoice.id)).not.toContain(draft.id);
  });

  it('answers a declined card 402 and leaves the invoice open with payment_failed; pays with the default_payment_method given', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const failing = await test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeCustomerFail' } });
    await test.stripe.paymentMethods.attach(failing.id, { customer: customer.id });
    const { draft } = await draftWithHours(customer.id, { default_payment_method: failing.id });
    await test.stripe.invoices.finalizeInvoice(draft.id);
    test.received.length = 0;

    await expect(test.stripe.invoices.pay(draft.id)).rejects.toMatchObject({ type: 'StripeCardError', statusCode: 402, code: 'card_declined' });
    expect(await test.stripe.invoices.retrieve(draft.id)).toMatchObject({ status: 'open', attempt_count: 1, amount_remaining: 7500 });
    expect(test.received.map((event) => event.type)).toEqual(['invoice.payment_failed']);

    const visa = await test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_visa' } });
    await test.stripe.paymentMethods.attach(visa.id, { customer: customer.id });
    expect(await test.stripe.invoices.pay(draft.id, { payment_method: visa.id })).toMatchObject({ status: 'paid', amount_paid: 7500 });
  });

  it('finalizes a draft when it is paid directly, and refuses what is not served', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const { draft } = await draftWithHours(customer.id, { default_payment_method: String(subscription.default_payment_method) });
    const paid = await test.stripe.invoices.pay(draft.id);
    expect(paid).toMatchObject({ status: 'paid', number: expect.stringMatching(/^EMU-/) });

    await expect(test.stripe.invoices.create({ customer: customer.id, auto_advance: true })).rejects.toMatchObject({ statusCode: 400, param: 'auto_advance' });
    await expect(test.stripe.invoices.create({ customer: customer.id, collection_method: 'send_invoice' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'collection_method',
    });
    await expect(test.stripe.invoiceItems.create({ customer: customer.id, invoice: draft.id, currency: 'usd', amount: 100 })).rejects.toMatchObject({
      statusCode: 400,
      param: 'invoice',
    });
  });

  it("takes the customer's pending items made for no subscription only with pending_invoice_items_behavior: include", async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const loose = await test.stripe.invoiceItems.create({ customer: customer.id, currency: 'usd', amount: 2500, description: 'Setup' });
    const excluded = await test.stripe.invoices.create({ customer: customer.id, auto_advance: false, currency: 'usd' });
    expect(excluded.lines.data).toEqual([]);
    const included = await test.stripe.invoices.create({ customer: customer.id, auto_advance: false, currency: 'usd', pending_invoice_items_behavior: 'include' });
    expect([included.total, included.lines.data[0]?.parent?.invoice_item_details?.invoice_item]).toEqual([2500, loose.id]);
    expect((await test.stripe.invoiceItems.retrieve(loose.id)).invoice).toBe(included.id);
  });
});
