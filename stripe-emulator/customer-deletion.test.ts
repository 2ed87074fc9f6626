import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSubscriptionCheckout, startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

describe('deleting a customer', () => {
  it("answers Stripe's deleted object, cancels the customer's subscriptions at once, then sends customer.deleted", async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    test.received.length = 0;

    const deleted = await test.stripe.customers.del(customer.id);

    expect(deleted).toMatchObject({ id: customer.id, object: 'customer', deleted: true });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    expect(test.received[0]!.data.object).toMatchObject({ id: subscription.id, status: 'canceled' });
    expect(test.received[1]!.data.object).toMatchObject({ id: customer.id, object: 'customer', email: 'ada@example.com', name: 'Ada Lovelace' });
    const canceled = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', canceled_at: test.emulator.controls.now(), ended_at: test.emulator.controls.now() });
  });

  it('leaves the customer retrievable as deleted (200), out of the list, and refused wherever a call names it', async () => {
    const { customer } = await subscribedCustomer(test);
    const other = await test.stripe.customers.create({ email: 'grace@example.com' });
    await test.stripe.customers.del(customer.id);

    const retrieved = await test.stripe.customers.retrieve(customer.id);
    expect(retrieved).toEqual(expect.objectContaining({ id: customer.id, object: 'customer', deleted: true }));
    expect(Object.keys(retrieved).filter((key) => key !== 'lastResponse').sort()).toEqual(['deleted', 'id', 'object']);
    expect((await test.stripe.customers.list()).data.map((listed) => listed.id)).toEqual([other.id]);

    const noSuchCustomer = { type: 'StripeInvalidRequestError', statusCode: 400, code: 'resource_missing', param: 'customer', message: `No such customer: '${customer.id}'` };
    await expect(createSubscriptionCheckout(test.stripe, customer.id)).rejects.toMatchObject(noSuchCustomer);
    await expect(test.stripe.billingPortal.sessions.create({ customer: customer.id })).rejects.toMatchObject(noSuchCustomer);
    // Named in the path, it is an unknown customer: no update, no second delete.
    await expect(test.stripe.customers.update(customer.id, { name: 'Ada' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    await expect(test.stripe.customers.del(customer.id)).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    // Its invoices keep it, expanded as Stripe expands a deleted customer.
    const [invoice] = (await test.stripe.invoices.list({ customer: customer.id, expand: ['data.customer'] })).data;
    expect(invoice?.customer).toMatchObject({ id: customer.id, deleted: true });
  });

  it('sends only customer.deleted for a customer without subscriptions, and takes no parameters', async () => {
    const customer = await test.stripe.customers.create({ email: 'nobody@example.com' });
    await expect(test.stripe.customers.del(customer.id, { expand: ['x'] } as Stripe.CustomerDeleteParams)).rejects.toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
    });
    test.received.length = 0;

    await test.stripe.customers.del(customer.id);
    expect(test.received.map((event) => event.type)).toEqual(['customer.deleted']);
  });

  it('holds the events like any other in manual delivery', async () => {
    await test.close();
    test = await startTestEmulator({ delivery: 'manual' });
    const { customer } = await subscribedCustomer(test);
    await test.emulator.controls.deliverAll();

    await test.stripe.customers.del(customer.id);
    expect(test.emulator.controls.pendingEvents().map((event) => event.type)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    expect(await test.stripe.customers.retrieve(customer.id)).toMatchObject({ deleted: true });
  });
});
