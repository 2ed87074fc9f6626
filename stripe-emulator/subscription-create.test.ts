import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** What an admin does in the Dashboard for an order over the online cap: a customer, their card, a product. */
async function customerWithCard(token = 'tok_visa') {
  const customer = await test.stripe.customers.create({ email: 'buyer@example.com' });
  const card = await test.stripe.paymentMethods.create({ type: 'card', card: { token } });
  expect(card.customer).toBeNull();
  const attached = await test.stripe.paymentMethods.attach(card.id, { customer: customer.id });
  expect(attached.customer).toBe(customer.id);
  const product = await test.stripe.products.create({ name: 'Senior Technical, 40 talents' });
  return { customer, card, product };
}

const yearly = (product: string, unitAmount = 90_000_00): Stripe.SubscriptionCreateParams.Item => ({
  quantity: 1,
  price_data: { currency: 'usd', product, unit_amount: unitAmount, recurring: { interval: 'year', interval_count: 1 } },
});

describe('POST /v1/subscriptions, as a subscription made by hand in the Dashboard', () => {
  it('charges the first invoice to the default payment method at once', async () => {
    const { customer, card, product } = await customerWithCard();
    test.received.length = 0;

    const subscription = await test.stripe.subscriptions.create({
      customer: customer.id,
      items: [yearly(product.id, 90_000_00)],
      default_payment_method: card.id,
      metadata: { userId: 'u-7' },
      description: 'Quoted order',
    });

    expect(subscription).toMatchObject({ status: 'active', default_payment_method: card.id, metadata: { userId: 'u-7' }, description: 'Quoted order' });
    expect(subscription.items.data[0]).toMatchObject({ quantity: 1, price: { unit_amount: 90_000_00, product: product.id, recurring: { interval: 'year' } } });
    const invoice = await test.stripe.invoices.retrieve(String(subscription.latest_invoice));
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 90_000_00, billing_reason: 'subscription_create' });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.paid', 'invoice.payment_succeeded']);
    expect(await test.stripe.products.retrieve(product.id)).toMatchObject({ name: 'Senior Technical, 40 talents' });

    test.received.length = 0;
    const linked = await test.stripe.subscriptions.update(subscription.id, { metadata: { userId: 'u-8' } });
    expect(linked.metadata).toEqual({ userId: 'u-8' });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated']);
  });

  it('charges the customer invoice default when none is given, and leaves a refused first payment incomplete', async () => {
    const { customer, card, product } = await customerWithCard('tok_chargeCustomerFail');
    await test.stripe.customers.update(customer.id, { invoice_settings: { default_payment_method: card.id } });
    test.received.length = 0;

    const subscription = await test.stripe.subscriptions.create({ customer: customer.id, items: [yearly(product.id, 500_00)] });

    expect(subscription.status).toBe('incomplete');
    expect(await test.stripe.invoices.retrieve(String(subscription.latest_invoice))).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.payment_failed']);

    await test.emulator.controls.payInvoice(String(subscription.latest_invoice));
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it("refuses what Stripe refuses: no payment method, an unknown product, a card the issuer declines on attach, a line above the cap", async () => {
    const { customer, product } = await customerWithCard();
    const bare = await test.stripe.customers.create({ email: 'nocard@example.com' });
    await expect(test.stripe.subscriptions.create({ customer: bare.id, items: [yearly(product.id)] })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
    await expect(test.stripe.subscriptions.create({ customer: customer.id, items: [yearly('prod_unknown')], default_payment_method: 'pm_x' })).rejects.toMatchObject({
      statusCode: 404,
    });
    const declining = await test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeDeclined' } });
    await expect(test.stripe.paymentMethods.attach(declining.id, { customer: customer.id })).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });
    const cards = await test.stripe.paymentMethods.list({ customer: customer.id });
    await expect(
      test.stripe.subscriptions.create({ customer: customer.id, items: [{ ...yearly(product.id, 50_000_000), quantity: 3 }], default_payment_method: cards.data[0]!.id }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    await expect(test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_nonsense' } })).rejects.toMatchObject({ statusCode: 404 });
  });
});
