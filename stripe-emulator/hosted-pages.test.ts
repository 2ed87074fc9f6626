import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

async function openCheckout() {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
  const session = await createSubscriptionCheckout(test.stripe, customer.id, { unitAmount: 4900, quantity: 2 });
  return { customer, session, pageUrl: session.url! };
}

const press = (pageUrl: string, button: 'pay' | 'decline' | 'cancel') =>
  fetch(`${pageUrl}/${button}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });

describe('the hosted checkout page', () => {
  it('shows the order and the three buttons', async () => {
    const { pageUrl } = await openCheckout();
    const response = await fetch(pageUrl);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Virtual assistant – full time');
    expect(html).toContain('One dedicated assistant, 40 hours a week');
    expect(html).toContain('$49.00 USD');
    expect(html).toMatch(/Quantity<\/dt><dd>2</);
    expect(html).toContain('per month');
    expect(html).toContain('$98.00');
    for (const label of ['Pay with test card', 'Decline', 'Cancel']) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('name="name"');
    // No billing_address_collection: no address to type.
    expect(html).not.toContain('name="line1"');
    expect(html).not.toContain('<script');
  });

  it('takes the payment and sends the buyer to success_url with the session id', async () => {
    const { session, pageUrl } = await openCheckout();
    const response = await press(pageUrl, 'pay');

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost:5173/checkout/success?session_id=${session.id}`);
    expect(await test.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(test.received.map((event) => event.type)).toContain('checkout.session.completed');

    const afterwards = await (await fetch(pageUrl)).text();
    expect(afterwards).toContain('This checkout is complete');
    expect(afterwards).not.toContain('Pay with test card');
  });

  it('declines without asking for the billing address the pay form requires', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    const session = await test.stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      billing_address_collection: 'required',
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Receptionist' }, recurring: { interval: 'month' } } }],
      success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:5173/pricing',
    });
    const html = await (await press(session.url!, 'decline')).text();
    expect(html).toContain('Your card was declined.');
    expect(await test.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });
  });

  it('shows a decline on the page with a way back, and charges nothing', async () => {
    const { session, pageUrl } = await openCheckout();
    const response = await press(pageUrl, 'decline');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('Your card was declined.');
    expect(html).toContain('href="http://localhost:5173/pricing"');
    expect(html).toContain('Pay with test card');
    expect(await test.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'open' });
  });

  it('sends the buyer to cancel_url on Cancel', async () => {
    const { pageUrl } = await openCheckout();
    const response = await press(pageUrl, 'cancel');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:5173/pricing');
  });

  it('answers an unknown session with a not-found page', async () => {
    const response = await fetch(`${test.emulator.url}/checkout/cs_test_unknown`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Not found');
  });
});

describe('the hosted invoice page', () => {
  it('shows what was billed and that it is paid', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const invoice = await test.stripe.invoices.retrieve(String(subscription.latest_invoice));
    const html = await (await fetch(invoice.hosted_invoice_url!)).text();

    expect(html).toContain(`Invoice ${invoice.number}`);
    expect(html).toContain('Paid on');
    expect(html).toContain('ada@example.com');
    expect(html).toContain('$49.00');
  });
});

describe('the controls over HTTP', () => {
  it('complete a checkout and move the clock for browser journeys', async () => {
    const { session } = await openCheckout();
    const completed = await fetch(`${test.emulator.url}/_emulator/checkout/${session.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'pay' }),
    });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ paid: true });

    const advanced = await fetch(`${test.emulator.url}/_emulator/advance-to-next-period`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    const body = (await advanced.json()) as { events: { type: string }[]; now: number };
    expect(body.events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid', 'invoice.payment_succeeded']);
    expect(body.now).toBe(test.emulator.controls.now());

    const wrongOutcome = await fetch(`${test.emulator.url}/_emulator/checkout/${session.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'maybe' }),
    });
    expect(wrongOutcome.status).toBe(400);
  });
});
