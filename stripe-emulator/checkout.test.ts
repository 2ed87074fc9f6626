import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

describe('selling a subscription through Checkout', () => {
  it('creates the subscription, its paid invoice and the payment behind it when the buyer pays', async () => {
    const { stripe, emulator } = test;
    const customer = await stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
    const session = await createSubscriptionCheckout(stripe, customer.id, { unitAmount: 4900, quantity: 2 });
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid', amount_total: 9800, currency: 'usd', client_reference_id: 'user-42' });

    const completion = await emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
    expect(completion.paid).toBe(true);
    expect(completion.redirectUrl).toBe(`http://localhost:5173/checkout/success?session_id=${session.id}`);

    const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription', 'invoice'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer: customer.id });
    const subscription = paid.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({
      object: 'subscription',
      status: 'active',
      customer: customer.id,
      description: 'Virtual assistant, billed monthly',
      metadata: { userId: '42', plan: 'va-full-time' },
    });
    const item = subscription.items.data[0];
    expect(item).toMatchObject({ quantity: 2, price: { unit_amount: 4900, currency: 'usd', recurring: { interval: 'month', interval_count: 1 } } });
    const periodStart = new Date(item!.current_period_start * 1000);
    const periodEnd = new Date(item!.current_period_end * 1000);
    expect(periodEnd.getUTCMonth()).toBe((periodStart.getUTCMonth() + 1) % 12);

    const invoice = paid.invoice as Stripe.Invoice;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_due: 9800,
      amount_paid: 9800,
      amount_remaining: 0,
      customer_email: 'ada@example.com',
      customer_name: 'Ada Lovelace',
      billing_reason: 'subscription_create',
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(invoice.lines.data[0]).toMatchObject({ amount: 9800, quantity: 2, period: { start: item!.current_period_start, end: item!.current_period_end } });
    expect(invoice.lines.data[0]!.description).toContain('Virtual assistant – full time');
    expect(invoice.hosted_invoice_url).toBe(`${emulator.url}/invoices/${invoice.id}`);

    const payments = await stripe.invoicePayments.list({ invoice: invoice.id, expand: ['data.payment.payment_intent'] });
    expect(payments.data).toHaveLength(1);
    const paymentIntent = payments.data[0]!.payment.payment_intent as Stripe.PaymentIntent;
    expect(paymentIntent).toMatchObject({ object: 'payment_intent', status: 'succeeded', amount: 9800, customer: customer.id });
    const charge = await stripe.charges.retrieve(String(paymentIntent.latest_charge));
    expect(charge).toMatchObject({ paid: true, amount: 9800, amount_refunded: 0, refunded: false, payment_intent: paymentIntent.id });

    const withPayments = await stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });
    expect(withPayments.payments?.data.map((payment) => payment.id)).toEqual([payments.data[0]!.id]);

    const fromSubscription = await stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice.payments.data.payment.payment_intent'],
    });
    const latestInvoice = fromSubscription.latest_invoice as Stripe.Invoice;
    expect(latestInvoice.payments?.data[0]?.payment.payment_intent).toMatchObject({ id: paymentIntent.id, status: 'succeeded' });
  });

  it('sends the app signed events, in order, before completeCheckout resolves', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id);
    await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });

    expect(test.received.map((event) => event.type)).toEqual([
      'payment_method.attached',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const [attached, completed, created] = test.received;
    expect(attached?.data.object).toMatchObject({ object: 'payment_method', type: 'card', customer: customer.id, card: { brand: 'visa', last4: '4242' } });
    expect(completed?.data.object).toMatchObject({ id: session.id, status: 'complete', client_reference_id: 'user-42' });
    expect(created?.data.object).toMatchObject({ object: 'subscription', customer: customer.id });
    expect(test.received.every((event) => event.api_version === Stripe.API_VERSION)).toBe(true);
    expect(test.emulator.controls.pendingEvents()).toEqual([]);
    expect(await test.stripe.events.retrieve(completed!.id)).toMatchObject({ id: completed!.id, type: 'checkout.session.completed' });
    const paidEvents = await test.stripe.events.list({ type: 'invoice.paid' });
    expect(paidEvents.data.map((event) => event.id)).toEqual([test.received[3]!.id]);
  });

  it('leaves the session open and creates nothing when the card is declined', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id);
    const completion = await test.emulator.controls.completeCheckout(session.id, { outcome: 'decline' });

    expect(completion).toMatchObject({ paid: false, redirectUrl: null });
    expect(await test.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open', subscription: null });
    expect((await test.stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect(test.received).toEqual([]);
  });

  it('refuses to complete a session twice', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id);
    await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });

    await expect(test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' })).rejects.toThrow('no longer active');
    expect((await test.stripe.subscriptions.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it('creates the customer from customer_email when the session names none', async () => {
    const session = await test.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'grace@example.com',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Plan' }, recurring: { interval: 'year' } } }],
      success_url: 'http://localhost/ok',
    });
    await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });

    const paid = await test.stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect(paid.customer).toMatchObject({ object: 'customer', email: 'grace@example.com' });
  });

  it('refuses a billing period of zero', async () => {
    const attempt = test.stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Plan' }, recurring: { interval: 'month', interval_count: 0 } } }],
      success_url: 'http://localhost/ok',
    });
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, param: 'line_items[0][price_data][recurring][interval_count]' });
  });

  it('answers a missing required parameter as Stripe does', async () => {
    const attempt = test.stripe.checkout.sessions.create({ mode: 'subscription', success_url: 'http://localhost/ok' });
    await expect(attempt).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'line_items' });
  });
});
