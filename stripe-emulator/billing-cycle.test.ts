import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { periodEnd } from './clock.js';
import { createSubscriptionCheckout, startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const periodOf = (subscription: Stripe.Subscription) => {
  const item = subscription.items.data[0]!;
  return { start: item.current_period_start, end: item.current_period_end };
};

describe('renewals and cancellations', () => {
  it('bills the next period when the current one ends', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const firstPeriod = periodOf(subscription);
    test.received.length = 0;

    await test.emulator.controls.advanceToNextPeriod(subscription.id);

    expect(test.emulator.controls.now()).toBe(firstPeriod.end);
    const renewed = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.status).toBe('active');
    expect(periodOf(renewed).start).toBe(firstPeriod.end);
    expect(periodOf(renewed).end).toBeGreaterThan(firstPeriod.end + 27 * 86_400);
    const invoices = await test.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.billing_reason)).toEqual(['subscription_cycle', 'subscription_create']);
    expect(invoices.data[0]).toMatchObject({ status: 'paid', amount_paid: 4900, id: renewed.latest_invoice });
    expect(invoices.data[0]!.lines.data[0]!.period).toEqual(periodOf(renewed));
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid', 'invoice.payment_succeeded']);
  });

  it('ends a subscription at its cancel_at after the periods paid for, and bills it no more', async () => {
    const { subscription } = await subscribedCustomer(test);
    // Three periods: the checkout paid the first, two renewals pay the rest.
    const thirdEnd = periodEnd(subscription.billing_cycle_anchor, 'month', 3);
    await test.stripe.subscriptions.update(subscription.id, { cancel_at: thirdEnd, proration_behavior: 'none' });
    test.received.length = 0;

    await test.emulator.controls.advanceToNextPeriod();
    await test.emulator.controls.advanceToNextPeriod();
    await test.emulator.controls.advanceToNextPeriod();
    await test.emulator.controls.advanceToNextPeriod();

    const ended = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: thirdEnd });
    const invoices = await test.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data).toHaveLength(3);
    expect(test.received.map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.updated',
      'invoice.paid',
      'invoice.payment_succeeded',
      'customer.subscription.deleted',
    ]);
  });

  it('bills every period a long jump of the clock covers, up to cancel_at', async () => {
    const { subscription } = await subscribedCustomer(test);
    const thirdEnd = periodEnd(subscription.billing_cycle_anchor, 'month', 3);
    await test.stripe.subscriptions.update(subscription.id, { cancel_at: thirdEnd });

    await test.emulator.controls.advanceClock(200 * 86_400);

    expect(await test.stripe.subscriptions.retrieve(subscription.id)).toMatchObject({ status: 'canceled', ended_at: thirdEnd });
    expect((await test.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(3);
  });

  it('reads cancel_at=min_period_end as the end of the current period', async () => {
    const { subscription } = await subscribedCustomer(test);
    const updated = await test.stripe.subscriptions.update(subscription.id, { cancel_at: 'min_period_end' });
    expect(updated.cancel_at).toBe(periodOf(subscription).end);

    const cleared = await test.stripe.subscriptions.update(subscription.id, { cancel_at: '' });
    expect(cleared).toMatchObject({ cancel_at: null, canceled_at: null });
  });

  it('reports an update and a cancellation to the app', async () => {
    const { subscription } = await subscribedCustomer(test);
    test.received.length = 0;

    const updated = await test.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true, metadata: { reason: 'moving' } });
    expect(updated).toMatchObject({ cancel_at: periodOf(subscription).end, cancel_at_period_end: true, metadata: { reason: 'moving', userId: '42' } });
    const canceled = await test.stripe.subscriptions.cancel(subscription.id);
    expect(canceled.status).toBe('canceled');
    await expect(test.stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({ statusCode: 400 });

    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'customer.subscription.deleted']);
    const update = test.received[0] as Stripe.CustomerSubscriptionUpdatedEvent;
    expect(update.data.previous_attributes).toMatchObject({ cancel_at: null, cancel_at_period_end: false });
    expect((await test.stripe.subscriptions.list({ customer: String(subscription.customer) })).data).toEqual([]);
    expect((await test.stripe.subscriptions.list({ customer: String(subscription.customer), status: 'canceled' })).data).toHaveLength(1);
  });

  it('declines the next renewal on request: the invoice stays open and the subscription is past due', async () => {
    const { customer, subscription } = await subscribedCustomer(test);
    test.received.length = 0;
    test.emulator.controls.failNextPayment(customer.id);

    await test.emulator.controls.advanceToNextPeriod(subscription.id);

    const pastDue = await test.stripe.subscriptions.retrieve(subscription.id, { expand: ['latest_invoice'] });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.latest_invoice).toMatchObject({ status: 'open', amount_paid: 0, amount_remaining: 4900, attempt_count: 1 });
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('declines a checkout payment on request, and lets the next try through', async () => {
    const { stripe, emulator } = test;
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    emulator.controls.failNextPayment();
    const session = await createSubscriptionCheckout(stripe, customer.id);

    expect((await emulator.controls.completeCheckout(session.id, { outcome: 'pay' })).paid).toBe(false);
    expect((await emulator.controls.completeCheckout(session.id, { outcome: 'pay' })).paid).toBe(true);
  });

  it('moves the clock without billing anything that is not due', async () => {
    const { subscription } = await subscribedCustomer(test);
    const before = test.emulator.controls.now();
    await test.emulator.controls.advanceClock(86_400);

    expect(test.emulator.controls.now()).toBeGreaterThanOrEqual(before + 86_400);
    expect((await test.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(1);
  });
});
