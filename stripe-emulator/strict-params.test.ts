import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.js';
import { createSubscriptionCheckout, startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** Parameters the SDK's types would refuse, sent anyway: what a typo or an outdated call does at run time. */
const loose = <T>(params: Record<string, unknown>) => params as T;

const subscriptionLine = (recurring: Record<string, unknown> = { interval: 'month' }) => ({
  quantity: 1,
  price_data: { currency: 'usd', unit_amount: 1000, product_data: { name: 'Plan' }, recurring },
});

describe('parameters Stripe does not take', () => {
  it('answers an unknown parameter 400 parameter_unknown, naming it', async () => {
    const attempt = test.stripe.customers.create(loose<Stripe.CustomerCreateParams>({ email: 'ada@example.com', colour: 'blue' }));
    await expect(attempt).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'colour',
      message: 'Received unknown parameter: colour',
    });
    expect((await test.stripe.customers.list()).data).toEqual([]);
  });

  it('names a nested unknown parameter by its full bracket path', async () => {
    const attempt = test.stripe.checkout.sessions.create(
      loose<Stripe.Checkout.SessionCreateParams>({
        mode: 'subscription',
        line_items: [subscriptionLine({ interval: 'month', intervall_count: 2 })],
        success_url: 'http://localhost/ok',
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'line_items[0][price_data][recurring][intervall_count]',
      message: 'Received unknown parameter: line_items[0][price_data][recurring][intervall_count]',
    });
  });

  it('takes any metadata key and expand[] everywhere it is declared', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com', metadata: { anything: 'goes', 'with spaces': 'too' } });
    expect(customer.metadata).toEqual({ anything: 'goes', 'with spaces': 'too' });
    const session = await createSubscriptionCheckout(test.stripe, customer.id);
    expect(await test.stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] })).toMatchObject({ customer: { id: customer.id } });
  });

  it('refuses unknown query parameters on lists and retrievals too', async () => {
    await expect(test.stripe.subscriptions.list(loose<Stripe.SubscriptionListParams>({ customr: 'cus_1' }))).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'customr',
    });
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
    await expect(test.stripe.customers.retrieve(customer.id, loose<Stripe.CustomerRetrieveParams>({ expnd: ['x'] }))).rejects.toMatchObject({
      code: 'parameter_unknown',
      param: 'expnd',
    });
  });

  it('refuses a hash where Stripe takes a value, and a value where it takes a hash', async () => {
    await expect(test.stripe.customers.create(loose<Stripe.CustomerCreateParams>({ email: { address: 'ada@example.com' } }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'email',
    });
    await expect(test.stripe.customers.create(loose<Stripe.CustomerCreateParams>({ metadata: 'plain' }))).rejects.toMatchObject({
      statusCode: 400,
      param: 'metadata',
    });
  });

  it('answers payment_method_types as the endive version does: removed, use allowed_payment_method_types', async () => {
    const attempt = test.stripe.checkout.sessions.create(
      loose<Stripe.Checkout.SessionCreateParams>({
        mode: 'subscription',
        payment_method_types: ['card'],
        line_items: [subscriptionLine()],
        success_url: 'http://localhost/ok',
      }),
    );
    await expect(attempt).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_method_types_no_longer_supported',
      param: 'payment_method_types',
      message: expect.stringContaining('allowed_payment_method_types'),
    });
  });

  it.each(Object.entries(endpoints))('%s refuses an unknown parameter before doing anything', async (_name, endpoint) => {
    const path = endpoint.path.replace(':id', 'anything_1');
    const form = 'definitely_not_stripe=1';
    const response = await fetch(`${test.emulator.url}${path}${endpoint.method === 'POST' ? '' : `?${form}`}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${test.emulator.apiKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: endpoint.method === 'POST' ? form : undefined,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { type: 'invalid_request_error', code: 'parameter_unknown', param: 'definitely_not_stripe', message: 'Received unknown parameter: definitely_not_stripe' },
    });
  });
});

describe('idempotency keys', () => {
  it('replays the first answer for the same parameters, in any order', async () => {
    const send = (body: string) =>
      fetch(`${test.emulator.url}/v1/customers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${test.emulator.apiKey}`, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': 'signup-7' },
        body,
      });
    const first = await send('email=ada%40example.com&name=Ada&metadata[a]=1&metadata[b]=2');
    const again = await send('metadata[b]=2&name=Ada&metadata[a]=1&email=ada%40example.com');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).id).toBe((await first.json()).id);
  });

  it('refuses a key reused with other parameters, as Stripe does', async () => {
    await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'customer:42' });
    const attempt = test.stripe.customers.create({ email: 'grace@example.com' }, { idempotencyKey: 'customer:42' });
    await expect(attempt).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      message:
        "Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than 'customer:42' if you meant to execute a different request.",
    });
    expect((await test.stripe.customers.list()).data).toHaveLength(1);
  });

  it('refuses a key reused on another endpoint', async () => {
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'shared-key' });
    const attempt = test.stripe.customers.update(customer.id, { name: 'Ada' }, { idempotencyKey: 'shared-key' });
    await expect(attempt).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
      message: expect.stringMatching(/^Keys for idempotent requests can only be used for the same endpoint they were first used for \('\/v1\/customers' vs '\/v1\/customers\/cus_/),
    });
  });

  it('lets a key whose first request was refused for its parameters run corrected', async () => {
    const refused = test.stripe.customers.create(loose<Stripe.CustomerCreateParams>({ email: 'ada@example.com', colour: 'blue' }), { idempotencyKey: 'retry-me' });
    await expect(refused).rejects.toMatchObject({ code: 'parameter_unknown' });
    const customer = await test.stripe.customers.create({ email: 'ada@example.com' }, { idempotencyKey: 'retry-me' });
    expect(customer.email).toBe('ada@example.com');
  });
});
