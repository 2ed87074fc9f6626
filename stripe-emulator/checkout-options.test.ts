import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const loose = <T>(params: Record<string, unknown>) => params as T;

/** The session the site creates: cards only, a required billing address saved onto its customer. */
async function siteCheckout(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}, line: { unitAmount?: number; quantity?: number; currency?: string } = {}) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com', name: 'Ada Lovelace' });
  const session = await test.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    allowed_payment_method_types: ['card'],
    billing_address_collection: 'required',
    customer_update: { address: 'auto', name: 'auto' },
    line_items: [
      {
        quantity: line.quantity ?? 1,
        price_data: {
          currency: line.currency ?? 'usd',
          unit_amount: line.unitAmount ?? 4900,
          product_data: { name: 'Virtual assistant' },
          recurring: { interval: 'month' },
        },
      },
    ],
    success_url: 'http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:5173/payment-failure',
    ...extra,
  });
  return { customer, session };
}

const payOnPage = (pageUrl: string, fields: Record<string, string>) =>
  fetch(`${pageUrl}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const homeAddress = { name: 'Ada King', line1: '12 St James Square', city: 'London', postal_code: 'SW1Y 4JH', country: 'gb' };

describe('what a Checkout Session takes on this API version', () => {
  it('is a hosted_page session by default, and takes hosted_page', async () => {
    const { session } = await siteCheckout();
    expect(session).toMatchObject({ ui_mode: 'hosted_page', billing_address_collection: 'required', allowed_payment_method_types: ['card'] });
    const explicit = await siteCheckout({ ui_mode: 'hosted_page' });
    expect(explicit.session.ui_mode).toBe('hosted_page');
  });

  it("refuses the ui_mode values endive removed ('hosted', 'embedded', 'custom'), and says which it does not serve", async () => {
    for (const uiMode of ['hosted', 'embedded', 'custom', 'page']) {
      await expect(siteCheckout(loose({ ui_mode: uiMode }))).rejects.toMatchObject({
        statusCode: 400,
        param: 'ui_mode',
        message: 'Invalid ui_mode: must be one of hosted_page, embedded_page, elements, or form',
      });
    }
    await expect(siteCheckout({ ui_mode: 'embedded_page' })).rejects.toMatchObject({ statusCode: 400, param: 'ui_mode', message: expect.stringContaining('hosted_page only') });
  });

  it('checks billing_address_collection, customer_update and allowed_payment_method_types', async () => {
    await expect(siteCheckout(loose({ billing_address_collection: 'sometimes' }))).rejects.toMatchObject({
      param: 'billing_address_collection',
      message: 'Invalid billing_address_collection: must be one of auto or required',
    });
    await expect(siteCheckout(loose({ customer_update: { address: 'always' } }))).rejects.toMatchObject({ param: 'customer_update[address]' });
    await expect(siteCheckout(loose({ customer_update: { shipping: 'auto' } }))).rejects.toMatchObject({ code: 'parameter_unknown', param: 'customer_update[shipping]' });
    await expect(siteCheckout({ allowed_payment_method_types: ['paypal'] })).rejects.toMatchObject({ param: 'allowed_payment_method_types' });
    const withoutCustomer = test.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer_email: 'ada@example.com',
      customer_update: { address: 'auto' },
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 100, product_data: { name: 'Plan' }, recurring: { interval: 'month' } } }],
      success_url: 'http://localhost/ok',
    });
    await expect(withoutCustomer).rejects.toMatchObject({ statusCode: 400, param: 'customer_update' });
  });
});

describe('the card and address the hosted page collects', () => {
  it('asks for the billing address when required, and refuses the payment without it', async () => {
    const { session } = await siteCheckout();
    const html = await (await fetch(session.url!)).text();
    for (const field of ['line1', 'city', 'postal_code', 'country']) expect(html).toMatch(new RegExp(`name="${field}"[^>]* required`));
    expect(html).not.toContain('<script');

    const refused = await payOnPage(session.url!, { name: 'Ada', line1: '12 St James Square', city: '', postal_code: 'SW1Y 4JH', country: 'GB' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('city is missing');
    expect((await test.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
  });

  it('makes a Visa •••• 4242 payment method with that address, attached and the subscription’s default, and saves the address onto the customer', async () => {
    const { customer, session } = await siteCheckout();
    const paid = await payOnPage(session.url!, homeAddress);
    expect(paid.status).toBe(303);

    const completed = await test.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    const subscription = completed.subscription as Stripe.Subscription;
    const expectedAddress = { line1: '12 St James Square', line2: null, city: 'London', state: null, postal_code: 'SW1Y 4JH', country: 'GB' };
    expect(completed.customer_details).toMatchObject({ address: expectedAddress, name: 'Ada King' });

    const paymentMethod = await test.stripe.paymentMethods.retrieve(String(subscription.default_payment_method));
    expect(paymentMethod).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: expect.any(Number) },
      billing_details: { address: expectedAddress, name: 'Ada King', email: 'ada@example.com' },
    });
    expect((await test.stripe.paymentMethods.list({ customer: customer.id, type: 'card' })).data.map((method) => method.id)).toEqual([paymentMethod.id]);

    expect(await test.stripe.customers.retrieve(customer.id)).toMatchObject({ address: expectedAddress, name: 'Ada King' });
    const invoice = await test.stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect(invoice.customer_address).toEqual(expectedAddress);
    const [payment] = (await test.stripe.invoicePayments.list({ invoice: invoice.id })).data;
    const paymentIntent = await test.stripe.paymentIntents.retrieve(String(payment!.payment.payment_intent));
    expect(paymentIntent.payment_method).toBe(paymentMethod.id);
    const charge = await test.stripe.charges.retrieve(String(paymentIntent.latest_charge));
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242' });

    expect(test.received.map((event) => event.type)).toEqual([
      'payment_method.attached',
      'customer.updated',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const updated = test.received[1] as Stripe.CustomerUpdatedEvent;
    expect(updated.data.previous_attributes).toMatchObject({ address: null, name: 'Ada Lovelace' });

    // Renewals charge the same card.
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice), {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect((renewal.payments!.data[0]!.payment.payment_intent as Stripe.PaymentIntent).payment_method).toBe(paymentMethod.id);
    expect(renewal.customer_address).toEqual(expectedAddress);
  });

  it('leaves the customer’s address alone when customer_update does not ask for it', async () => {
    const { customer, session } = await siteCheckout({ customer_update: { address: 'never' } });
    await payOnPage(session.url!, homeAddress);
    expect((await test.stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({ address: null, name: 'Ada Lovelace' });
    expect(test.received.map((event) => event.type)).not.toContain('customer.updated');
  });

  it('fills in a test address when a control pays a session that requires one', async () => {
    const { customer, session } = await siteCheckout();
    await test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' });
    expect(((await test.stripe.customers.retrieve(customer.id)) as Stripe.Customer).address).toMatchObject({ country: 'US', line1: '1 Test Street' });
  });

  it('answers an unknown payment method 404', async () => {
    await expect(test.stripe.paymentMethods.retrieve('pm_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('listing Checkout Sessions', () => {
  it('filters by subscription, customer and payment_intent, newest first, with cursors', async () => {
    const ada = await test.stripe.customers.create({ email: 'ada@example.com' });
    const grace = await test.stripe.customers.create({ email: 'grace@example.com' });
    const first = await createSubscriptionCheckout(test.stripe, ada.id);
    const second = await createSubscriptionCheckout(test.stripe, ada.id);
    const other = await createSubscriptionCheckout(test.stripe, grace.id);
    const completion = await test.emulator.controls.completeCheckout(second.id, { outcome: 'pay' });

    const bySubscription = await test.stripe.checkout.sessions.list({ subscription: String(completion.session.subscription), limit: 1 });
    expect(bySubscription.data.map((session) => session.id)).toEqual([second.id]);
    expect(bySubscription).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });

    const adas = await test.stripe.checkout.sessions.list({ customer: ada.id, limit: 1 });
    expect(adas.data.map((session) => session.id)).toEqual([second.id]);
    expect(adas.has_more).toBe(true);
    const next = await test.stripe.checkout.sessions.list({ customer: ada.id, limit: 1, starting_after: second.id });
    expect(next.data.map((session) => session.id)).toEqual([first.id]);

    expect((await test.stripe.checkout.sessions.list({ payment_intent: 'pi_none' })).data).toEqual([]);
    expect((await test.stripe.checkout.sessions.list()).data.map((session) => session.id)).toEqual([other.id, second.id, first.id]);
  });
});

describe("Stripe's cap on one charge", () => {
  it('refuses a line above 99,999,999 minor units, by unit amount or by quantity', async () => {
    const tooDear = siteCheckout({}, { unitAmount: 100_000_000 });
    await expect(tooDear).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large', message: 'Amount must be no more than $999,999.99' });
    const tooMany = siteCheckout({}, { unitAmount: 50_000_000, quantity: 2 });
    await expect(tooMany).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    const atTheCap = await siteCheckout({}, { unitAmount: 99_999_999 });
    expect(atTheCap.session.amount_total).toBe(99_999_999);
  });

  it('states the cap in the currency’s own format', async () => {
    await expect(siteCheckout({}, { unitAmount: 100_000_000, currency: 'aud' })).rejects.toMatchObject({ message: 'Amount must be no more than A$999,999.99' });
    await expect(siteCheckout({}, { unitAmount: 100_000_000, currency: 'jpy' })).rejects.toMatchObject({ message: 'Amount must be no more than ¥99,999,999' });
  });
});
