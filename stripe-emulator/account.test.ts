import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
afterEach(() => test.close());

describe('the account and its webhook endpoints, as a start-up check reads them', () => {
  it('serves the account and, by default, one endpoint at the site webhook for every event on the pinned version', async () => {
    test = await startTestEmulator();
    const account = await test.stripe.accounts.retrieve(null);
    expect(account).toMatchObject({ id: 'acct_emulator', object: 'account', charges_enabled: true, settings: { dashboard: { display_name: 'Stripe emulator' } } });
    const endpoints = await test.stripe.webhookEndpoints.list({ limit: 100 });
    expect(endpoints.data).toHaveLength(1);
    expect(endpoints.data[0]).toMatchObject({
      object: 'webhook_endpoint',
      url: 'http://127.0.0.1/api/v1/stripe/webhook',
      enabled_events: ['*'],
      api_version: Stripe.API_VERSION,
      status: 'enabled',
    });
    expect(await test.stripe.webhookEndpoints.retrieve(endpoints.data[0]!.id)).toEqual(endpoints.data[0]);
    await expect(test.stripe.webhookEndpoints.retrieve('we_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('does not deliver an event type no endpoint enables, lists it, and leaves it out of delivery_success=false', async () => {
    test = await startTestEmulator({
      webhookEndpoints: [{ url: 'https://site.example/api/v1/stripe/webhook', enabled_events: ['checkout.session.completed', 'customer.subscription.created'], api_version: '2025-01-27.acacia' }],
    });
    const [endpoint] = (await test.stripe.webhookEndpoints.list()).data;
    expect(endpoint).toMatchObject({ url: 'https://site.example/api/v1/stripe/webhook', api_version: '2025-01-27.acacia' });
    await subscribedCustomer(test);

    expect(test.received.map((event) => event.type)).toEqual(['checkout.session.completed', 'customer.subscription.created']);
    const paid = await test.stripe.events.list({ type: 'invoice.paid' });
    expect(paid.data).toHaveLength(1);
    expect(paid.data[0]!.pending_webhooks).toBe(0);
    expect((await test.stripe.events.list({ delivery_success: false })).data).toEqual([]);
    expect(test.emulator.controls.pendingEvents()).toEqual([]);

    // Enabling it through the API: the next ones are delivered.
    const updated = await test.stripe.webhookEndpoints.update(endpoint!.id, { enabled_events: ['*'] });
    expect(updated.enabled_events).toEqual(['*']);
    test.received.length = 0;
    await subscribedCustomer(test);
    expect(test.received.map((event) => event.type)).toContain('invoice.paid');

    // A disabled endpoint receives nothing.
    expect((await test.stripe.webhookEndpoints.update(endpoint!.id, { disabled: true })).status).toBe('disabled');
    test.received.length = 0;
    await subscribedCustomer(test);
    expect(test.received).toEqual([]);
  });

  it("refuses more than 20 types in one events list, as Stripe's cap", async () => {
    test = await startTestEmulator();
    const types = Array.from({ length: 21 }, (_, index) => `customer.type_${index}` as Stripe.EventListParams['type'] & string);
    await expect(test.stripe.events.list({ types })).rejects.toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param: 'types' });
    expect((await test.stripe.events.list({ types: types.slice(0, 20) })).data).toEqual([]);
  });
});
