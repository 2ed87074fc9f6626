import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator } from './index.js';
import { startTestEmulator, subscribedCustomer, webhookSecret, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

describe('the API as the stripe SDK sees it', () => {
  it('creates, finds, updates and lists customers', async () => {
    const ada = await test.stripe.customers.create({ email: 'ada@example.com', name: 'Ada', metadata: { userId: '1' } });
    await test.stripe.customers.create({ email: 'grace@example.com', name: 'Grace' });

    expect(await test.stripe.customers.retrieve(ada.id)).toMatchObject({ id: ada.id, email: 'ada@example.com', metadata: { userId: '1' } });
    const updated = await test.stripe.customers.update(ada.id, { name: 'Ada Lovelace', metadata: { plan: 'pro' } });
    expect(updated).toMatchObject({ name: 'Ada Lovelace', metadata: { userId: '1', plan: 'pro' } });

    const byEmail = await test.stripe.customers.list({ email: 'ada@example.com' });
    expect(byEmail).toMatchObject({ object: 'list', has_more: false, url: '/v1/customers' });
    expect(byEmail.data.map((customer) => customer.id)).toEqual([ada.id]);
    const firstPage = await test.stripe.customers.list({ limit: 1 });
    expect(firstPage.data.map((customer) => customer.email)).toEqual(['grace@example.com']);
    expect(firstPage.has_more).toBe(true);
  });

  it('finds nothing for ids that name Object methods', async () => {
    for (const id of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      await expect(test.stripe.checkout.sessions.retrieve(id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
      await expect(test.stripe.customers.retrieve(id)).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it('answers any other API key with a 401', async () => {
    const intruder = new Stripe('sk_test_somebody_else', { host: test.emulator.host, port: test.emulator.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(intruder.customers.list()).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
  });

  it('accepts the key as basic auth, as curl -u sends it', async () => {
    const response = await fetch(`${test.emulator.url}/v1/customers`, {
      headers: { authorization: `Basic ${Buffer.from(`${test.emulator.apiKey}:`).toString('base64')}` },
    });
    expect(response.status).toBe(200);
  });

  it('answers an unknown id with a 404 resource_missing', async () => {
    const attempt = test.stripe.subscriptions.retrieve('sub_doesnotexist');
    await expect(attempt).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 404, code: 'resource_missing' });
  });

  it('replays the first answer to a repeated Idempotency-Key instead of acting twice', async () => {
    const first = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'signup-42' });
    const replay = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'signup-42' });
    const other = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'signup-43' });

    expect(replay.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    expect((await test.stripe.customers.list({ email: 'ada@example.com' })).data).toHaveLength(2);
  });

  it('saves no answer for a key whose request was refused, so the corrected retry runs', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'customer-1' });
    const intruder = new Stripe('sk_test_somebody_else', { host: test.emulator.host, port: test.emulator.port, protocol: 'http', maxNetworkRetries: 0 });
    await expect(intruder.customers.create({}, { idempotencyKey: 'customer-2' })).rejects.toMatchObject({ statusCode: 401 });
    const second = await test.stripe.customers.create({ email: 'grace@example.com' }, { idempotencyKey: 'customer-2' });

    expect(second.id).not.toBe(customer.id);
    expect(second.email).toBe('grace@example.com');
  });

  it('answers an unknown path in Stripe’s error shape', async () => {
    const response = await fetch(`${test.emulator.url}/v1/prices`, { headers: { authorization: `Bearer ${test.emulator.apiKey}` } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('lists events by created range and by several types, as the reconciliation reads them', async () => {
    const { subscription } = await subscribedCustomer(test);
    const boughtAt = test.emulator.controls.now();
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const renewedAt = test.emulator.controls.now();

    const recent = await test.stripe.events.list({ created: { gt: boughtAt + 1, lte: renewedAt }, limit: 100 });
    expect(recent.data.map((event) => event.type)).toEqual(['invoice.payment_succeeded', 'invoice.paid', 'customer.subscription.updated']);
    const exact = await test.stripe.events.list({ created: boughtAt - 1 });
    expect(exact.data.every((event) => event.created === boughtAt - 1)).toBe(true);
    const paid = await test.stripe.events.list({ types: ['invoice.paid', 'customer.subscription.created'] });
    expect(paid.data.map((event) => event.type)).toEqual(['invoice.paid', 'invoice.paid', 'customer.subscription.created']);
    await expect(test.stripe.events.list({ created: { after: 1 } as Stripe.RangeQueryParam })).rejects.toMatchObject({ code: 'parameter_unknown', param: 'created[after]' });
  });

  it('refuses to start in production', async () => {
    const start = startStripeEmulator({ webhookSecret, nodeEnv: 'production', deliverWebhook: async () => 200 });
    await expect(start).rejects.toThrow('does not run in production');
  });
});
