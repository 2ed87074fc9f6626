import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const returnUrl = 'http://localhost:5173/account/billing';

async function portalFor(customerId: string) {
  return test.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
}

const post = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });

const newCard = { number: '5555 5555 5555 4444', exp_month: '08', exp_year: '2031', name: 'Ada King', line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'us' };

describe('POST /v1/billing_portal/sessions', () => {
  it("answers Stripe's session object, whose url is the emulator's portal page", async () => {
    const { customer } = await subscribedCustomer(test);
    const session = await portalFor(customer.id);
    expect(session).toMatchObject({
      id: expect.stringMatching(/^bps_/),
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: returnUrl,
      configuration: 'bpc_emulator_default',
      livemode: false,
      flow: null,
      url: expect.stringMatching(new RegExp(`^${test.emulator.url}/portal/bps_`)),
    });
    const explicit = await test.stripe.billingPortal.sessions.create({ customer: customer.id, configuration: 'bpc_emulator_default' });
    expect(explicit.return_url).toBeNull();
  });

  it('refuses an unknown customer or configuration, and a return_url that is not a URL', async () => {
    const { customer } = await subscribedCustomer(test);
    await expect(portalFor('cus_nobody')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'customer' });
    await expect(test.stripe.billingPortal.sessions.create({ customer: customer.id, configuration: 'bpc_other' })).rejects.toMatchObject({
      statusCode: 404,
      param: 'configuration',
    });
    await expect(test.stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'not a url' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'return_url',
    });
    await expect(test.stripe.billingPortal.sessions.create({ return_url: returnUrl } as Stripe.BillingPortal.SessionCreateParams)).rejects.toMatchObject({
      code: 'parameter_missing',
      param: 'customer',
    });
  });
});

describe('the portal page', () => {
  it('shows the subscriptions, the card, the invoices with their hosted pages, and a way back', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const invoices = (await test.stripe.invoices.list({ customer: customer.id })).data;
    const session = await portalFor(customer.id);

    const response = await fetch(session.url);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).not.toContain('<script');
    expect(html).toContain('Virtual assistant – full time');
    expect(html).toContain('$49.00 per month');
    expect(html).toContain('Renews on');
    expect(html).toContain('Visa •••• 4242');
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) {
      expect(html).toContain(`href="${invoice.hosted_invoice_url}"`);
      expect(html).toContain(invoice.number!);
    }
    expect(html).toContain(`<a class="button cancel" href="${returnUrl}">Return to site</a>`);
    expect(html).toContain('>Cancel subscription</button>');
  });

  it('cancels at the period end, sending customer.subscription.updated, and renews again', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const session = await portalFor(customer.id);
    test.received.length = 0;

    const canceled = await post(`${session.url}/subscriptions/${subscription.id}/cancel`);
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe(`/portal/${session.id}?done=canceled`);
    const ending = await test.stripe.subscriptions.retrieve(subscription.id);
    const periodEnd = ending.items.data[0]!.current_period_end;
    expect(ending).toMatchObject({ status: 'active', cancel_at_period_end: true, cancel_at: periodEnd, cancellation_details: { reason: 'cancellation_requested' } });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated']);
    const updated = test.received[0] as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(updated.data.object).toMatchObject({ id: subscription.id, cancel_at_period_end: true });
    expect(updated.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const page = await (await fetch(`${session.url}?done=canceled`)).text();
    expect(page).toContain('Your subscription will end at the end of the current period.');
    expect(page).toContain('Cancels on');
    expect(page).toContain('>Renew subscription</button>');

    expect((await post(`${session.url}/subscriptions/${subscription.id}/renew`)).status).toBe(303);
    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'customer.subscription.updated']);

    await post(`${session.url}/subscriptions/${subscription.id}/cancel`);
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('refuses "Renew" on a fixed term (an end set on a date), offering no Renew button and changing nothing', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const termEnd = subscription.items.data[0]!.current_period_end + 60 * 86_400;
    await test.stripe.subscriptions.update(subscription.id, { cancel_at: termEnd, proration_behavior: 'none' });
    const session = await portalFor(customer.id);
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('Ends on');
    expect(page).not.toContain('>Renew subscription</button>');
    test.received.length = 0;

    const refused = await post(`${session.url}/subscriptions/${subscription.id}/renew`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('This subscription ends on a fixed date and cannot be renewed here.');
    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ cancel_at: termEnd, cancel_at_period_end: false });
    expect(test.received).toEqual([]);
  });

  it('saves a new card as the default for invoices and the subscription, with Stripe’s events, and renewals charge it', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const session = await portalFor(customer.id);
    test.received.length = 0;

    const saved = await post(`${session.url}/payment-method`, newCard);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/portal/${session.id}?done=card`);

    const updatedCustomer = (await test.stripe.customers.retrieve(customer.id, { expand: ['invoice_settings.default_payment_method'] })) as Stripe.Customer;
    const card = updatedCustomer.invoice_settings.default_payment_method as Stripe.PaymentMethod;
    expect(card).toMatchObject({
      object: 'payment_method',
      customer: customer.id,
      card: { brand: 'mastercard', last4: '4444', exp_month: 8, exp_year: 2031 },
      billing_details: { name: 'Ada King', address: { line1: '1 Main St', city: 'Springfield', postal_code: '12345', country: 'US' } },
    });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).default_payment_method).toBe(card.id);
    expect(test.received.map((event) => event.type)).toEqual(['payment_method.attached', 'customer.updated', 'customer.subscription.updated']);
    expect((test.received[1] as Stripe.CustomerUpdatedEvent).data.previous_attributes).toMatchObject({ invoice_settings: { default_payment_method: null } });
    expect((test.received[2] as Stripe.CustomerSubscriptionUpdatedEvent).data.previous_attributes).toMatchObject({
      default_payment_method: subscription.default_payment_method,
    });
    expect(await (await fetch(`${session.url}?done=card`)).text()).toContain('Mastercard •••• 4444, expires 08/2031');

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewal = await test.stripe.invoices.retrieve(String((await test.stripe.subscriptions.retrieve(subscription.id)).latest_invoice), {
      expand: ['payments.data.payment.payment_intent'],
    });
    expect((renewal.payments!.data[0]!.payment.payment_intent as Stripe.PaymentIntent).payment_method).toBe(card.id);
  });

  it('refuses a card number that is not a test card, an expired card and a declining one, keeping the old card', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    const session = await portalFor(customer.id);
    for (const [fields, message] of [
      [{ ...newCard, number: '1234 5678 9012 3456' }, 'Your card number is incorrect.'],
      [{ ...newCard, exp_year: '2001' }, 'expiration date is in the past'],
      [{ ...newCard, number: '4000 0000 0000 0002' }, 'Your card was declined.'],
    ] as const) {
      const response = await post(`${session.url}/payment-method`, fields);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(message.replaceAll("'", '&#39;'));
      expect(html).toContain(`value="${fields.number}"`);
    }
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).default_payment_method).toBe(subscription.default_payment_method);
    expect((await test.stripe.paymentMethods.list({ customer: customer.id })).data).toHaveLength(1);
  });

  it("does not touch another customer's subscription, and answers unknown sessions 404", async () => {
    const { subscription } = await subscribedCustomer(test);
    const grace = await test.stripe.customers.create({ email: 'grace@example.com' });
    const session = await portalFor(grace.id);
    expect((await post(`${session.url}/subscriptions/${subscription.id}/cancel`)).status).toBe(404);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    expect((await fetch(`${test.emulator.url}/portal/bps_unknown`)).status).toBe(404);
  });
});
