import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, webhookSecret, type TestEmulator } from './test-helpers.js';

let test: TestEmulator | undefined;
afterEach(() => test?.close());

describe('manual delivery', () => {
  it('holds events until a test delivers them, in any order and more than once', async () => {
    test = await startTestEmulator({ delivery: 'manual' });
    await subscribedCustomer(test);
    expect(test.received).toEqual([]);
    const pending = test.emulator.controls.pendingEvents();
    expect(pending.map((event) => event.type)).toEqual([
      'payment_method.attached',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
    ]);
    const [attached, completed, created, paid] = pending;

    expect(await test.emulator.controls.deliver(paid!.id)).toBe(200);
    expect(await test.emulator.controls.deliver(completed!.id)).toBe(200);
    expect(await test.emulator.controls.deliver(completed!.id)).toBe(200);
    expect(test.received.map((event) => event.id)).toEqual([paid!.id, completed!.id, completed!.id]);
    expect(test.emulator.controls.pendingEvents().map((event) => event.id)).toEqual([attached!.id, created!.id, pending[4]!.id]);

    expect(await test.emulator.controls.deliverAll()).toEqual([200, 200, 200]);
    expect(test.emulator.controls.pendingEvents()).toEqual([]);
    expect(test.emulator.controls.events()).toHaveLength(5);
  });

  it('keeps an event the app did not acknowledge pending, as Stripe retries it', async () => {
    test = await startTestEmulator();
    test.appAnswers.status = 500;
    await subscribedCustomer(test);
    expect(test.emulator.controls.pendingEvents()).toHaveLength(5);

    test.appAnswers.status = 200;
    await test.emulator.controls.deliverAll();
    expect(test.received.map((event) => event.type)).toContain('checkout.session.completed');
    expect(test.emulator.controls.pendingEvents()).toEqual([]);
  });

  it('survives an app that cannot be reached', async () => {
    test = await startTestEmulator({ deliverWebhook: () => Promise.reject(new Error('connection refused')) });
    await subscribedCustomer(test);
    const [first] = test.emulator.controls.pendingEvents();
    expect(await test.emulator.controls.deliver(first!.id)).toBe(0);
  });

  it('lets the app call the API from its webhook handler, and sends the events that causes after the current ones', async () => {
    const verifier = new Stripe('sk_test_verifier');
    const handled: string[] = [];
    // Bound once the emulator is up: the handler calls back into it.
    const client: { stripe?: Stripe } = {};
    test = await startTestEmulator({
      deliverWebhook: async (payload, header) => {
        const event = verifier.webhooks.constructEvent(payload, header, webhookSecret);
        handled.push(event.type);
        // The app schedules the end of a fixed-term plan once the checkout is paid.
        if (event.type === 'customer.subscription.created') {
          await client.stripe!.subscriptions.update(event.data.object.id, { cancel_at: 'min_period_end' });
        }
        return 200;
      },
    });
    client.stripe = test.stripe;
    const { subscription } = await subscribedCustomer(test);

    expect(handled).toEqual([
      'payment_method.attached',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
    ]);
    expect(subscription.cancel_at).toBe(subscription.items.data[0]!.current_period_end);
  });
});
