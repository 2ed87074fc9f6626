import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** A checkout paid with Stripe's always-authenticate card (4000 0027 6000 3184): the buyer authenticates on the page. */
async function subscribedWithAuthenticationCard() {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
  const session = await createSubscriptionCheckout(test.stripe, customer.id, { unitAmount: 4900 });
  const completion = await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay', card: 'authentication_required' });
  expect(completion.paid).toBe(true);
  const subscription = await test.stripe.subscriptions.retrieve(String(completion.session.subscription), { expand: ['default_payment_method'] });
  return { customer, subscription };
}

const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

describe('a renewal that needs authentication, and the hosted invoice page', () => {
  it('holds the off-session renewal for authentication: requires_action, past_due, payment_action_required', async () => {
    const { subscription } = await subscribedWithAuthenticationCard();
    expect((subscription.default_payment_method as Stripe.PaymentMethod).card?.last4).toBe('3184');
    test.received.length = 0;

    await test.emulator.controls.advanceToNextPeriod(subscription.id);

    const overdue = await test.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    const invoice = overdue.latest_invoice as Stripe.Invoice;
    expect(overdue.status).toBe('past_due');
    expect(invoice).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.payment_action_required', 'invoice.payment_failed']);
    const payment = (await test.stripe.invoicePayments.list({ invoice: invoice.id })).data[0]!;
    const intent = await test.stripe.paymentIntents.retrieve(String(payment.payment.payment_intent));
    expect(intent).toMatchObject({ status: 'requires_action', latest_charge: null, last_payment_error: { code: 'authentication_required' } });
  });

  it('lets the customer pay on the hosted invoice page with a new card, which does not become the subscription default', async () => {
    const { customer, subscription } = await subscribedWithAuthenticationCard();
    const oldCard = (subscription.default_payment_method as Stripe.PaymentMethod).id;
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const invoice = (await test.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] })).latest_invoice as Stripe.Invoice;
    const page = await (await fetch(invoice.hosted_invoice_url!)).text();
    expect(page).toContain('Authenticate and pay $49.00');
    expect(page).toContain('•••• 3184');
    test.received.length = 0;

    const declined = await postForm(`${invoice.hosted_invoice_url}/pay`, { number: '4000 0000 0000 0341', exp_month: '12', exp_year: '2099' });
    expect(declined.status).toBe(400);
    expect(await declined.text()).toContain('Your card was declined.');
    const paid = await postForm(`${invoice.hosted_invoice_url}/pay`, { number: '5555 5555 5555 4444', exp_month: '12', exp_year: '2099', name: 'Ada' });
    expect([paid.status, paid.headers.get('location')]).toEqual([303, `/invoices/${invoice.id}`]);

    expect(await test.stripe.invoices.retrieve(invoice.id)).toMatchObject({ status: 'paid', amount_paid: 4900, amount_remaining: 0 });
    const after = await test.stripe.subscriptions.retrieve(subscription.id);
    expect([after.status, after.default_payment_method]).toEqual(['active', oldCard]);
    expect(test.received.map((event) => event.type)).toEqual(['payment_method.attached', 'invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']);
    const newCard = (test.received[0] as Stripe.PaymentMethodAttachedEvent).data.object;
    expect([newCard.customer, newCard.card?.last4]).toEqual([customer.id, '4444']);
    const payment = (await test.stripe.invoicePayments.list({ invoice: invoice.id })).data[0]!;
    expect(await test.stripe.paymentIntents.retrieve(String(payment.payment.payment_intent))).toMatchObject({ status: 'succeeded', payment_method: newCard.id });
    expect(await (await fetch(invoice.hosted_invoice_url!)).text()).not.toContain('Pay this invoice');
  });

  it('charges the card the site makes the default at the next renewal', async () => {
    const { subscription } = await subscribedWithAuthenticationCard();
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const invoice = (await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
    await test.emulator.controls.payInvoice(invoice, { card: '4242424242424242' });
    const newCard = (await test.stripe.invoicePayments.list({ invoice, expand: ['data.payment.payment_intent'] })).data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    await test.stripe.subscriptions.update(subscription.id, { default_payment_method: String(newCard.payment_method) });
    test.received.length = 0;

    await test.emulator.controls.advanceToNextPeriod(subscription.id);

    const renewed = await test.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect([renewed.status, (renewed.latest_invoice as Stripe.Invoice).status]).toEqual(['active', 'paid']);
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid', 'invoice.payment_succeeded']);
  });

  it('authenticates the card on file through the page or the control (HTTP twin too)', async () => {
    const { subscription } = await subscribedWithAuthenticationCard();
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const invoice = (await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice as string;
    const response = await fetch(`${test.emulator.url}/_emulator/invoices/${invoice}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authenticate: true }),
    });
    expect(await response.json()).toMatchObject({ id: invoice, status: 'paid' });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    await expect(test.emulator.controls.payInvoice(invoice)).rejects.toMatchObject({ code: 'invoice_not_open' });
  });

  it("offers the authentication card on the hosted checkout as a third button", async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id);
    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Pay with a card that needs authentication');

    const paid = await postForm(`${session.url}/pay`, { name: 'Ada', card: '4000002760003184' });
    expect(paid.status).toBe(303);
    const subscription = await test.stripe.subscriptions.retrieve(String((await test.stripe.checkout.sessions.retrieve(session.id)).subscription), {
      expand: ['default_payment_method'],
    });
    expect([subscription.status, (subscription.default_payment_method as Stripe.PaymentMethod).card?.last4]).toEqual(['active', '3184']);
  });
});
