import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

const DAY = 86_400;

/** A subscription paid at checkout whose card then fails every charge (Stripe's 4000 0000 0000 0341, saved through the API). */
async function subscriptionOnFailingCard() {
  const { customer, subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
  const card = await test.stripe.paymentMethods.create({ type: 'card', card: { token: 'tok_chargeCustomerFail' } });
  await test.stripe.paymentMethods.attach(card.id, { customer: customer.id });
  await test.stripe.subscriptions.update(subscription.id, { default_payment_method: card.id });
  return { customer, subscription };
}

const invoiceOf = async (subscriptionId: string) =>
  (await test.stripe.subscriptions.retrieve(subscriptionId, { expand: ['latest_invoice'] })).latest_invoice as Stripe.Invoice;

describe('dunning: retries of a declined renewal on the clock', () => {
  it('retries after 3, 5 and 7 days, then marks the subscription unpaid and renews it no more', async () => {
    const { subscription } = await subscriptionOnFailingCard();
    test.received.length = 0;

    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const first = await invoiceOf(subscription.id);
    expect(first).toMatchObject({ status: 'open', attempt_count: 1, next_payment_attempt: first.created + 3 * DAY });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    expect(test.received.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.payment_failed']);
    expect((test.received[1] as Stripe.InvoicePaymentFailedEvent).data.object.next_payment_attempt).toBe(first.created + 3 * DAY);

    // A day short of the first retry: nothing happens.
    test.received.length = 0;
    await test.emulator.controls.advanceClock(2 * DAY);
    expect(test.received).toEqual([]);

    await test.emulator.controls.advanceClock(DAY);
    expect(await invoiceOf(subscription.id)).toMatchObject({ attempt_count: 2, next_payment_attempt: first.created + 5 * DAY });
    await test.emulator.controls.advanceClock(2 * DAY);
    expect(await invoiceOf(subscription.id)).toMatchObject({ attempt_count: 3, next_payment_attempt: first.created + 7 * DAY });
    await test.emulator.controls.advanceClock(2 * DAY);

    const unpaid = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(unpaid.status).toBe('unpaid');
    expect(await invoiceOf(subscription.id)).toMatchObject({ status: 'open', attempt_count: 4, next_payment_attempt: null, amount_paid: 0 });
    expect(test.received.map((event) => event.type)).toEqual([
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    const update = test.received[3] as Stripe.CustomerSubscriptionUpdatedEvent;
    expect([update.data.object.status, update.data.previous_attributes?.status]).toEqual(['unpaid', 'past_due']);

    // One invoice, one PaymentIntent confirmed four times: four declined charges.
    const payments = await test.stripe.invoicePayments.list({ invoice: first.id });
    expect(payments.data).toHaveLength(1);
    const intent = await test.stripe.paymentIntents.retrieve(String(payments.data[0]!.payment.payment_intent), { expand: ['latest_charge'] });
    expect(intent.status).toBe('requires_payment_method');
    expect(intent.last_payment_error?.code).toBe('card_declined');

    // Unpaid: the months go by with no new invoice and no charge.
    test.received.length = 0;
    await test.emulator.controls.advanceClock(70 * DAY);
    expect((await test.stripe.invoices.list({ subscription: subscription.id })).data).toHaveLength(2);
    expect(test.received).toEqual([]);
  });

  it('cancels the subscription after the last retry when set to, with payment_failed as the reason', async () => {
    test.emulator.controls.setDunning({ retryDays: [2], afterLast: 'cancel' });
    const { subscription } = await subscriptionOnFailingCard();
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    test.received.length = 0;

    await test.emulator.controls.advanceClock(2 * DAY);

    const canceled = await test.stripe.subscriptions.retrieve(subscription.id);
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_details: { reason: 'payment_failed' } });
    expect(test.received.map((event) => event.type)).toEqual(['invoice.payment_failed', 'customer.subscription.deleted']);
  });

  it('takes the schedule as an option, and over HTTP', async () => {
    await test.close();
    test = await startTestEmulator({ dunning: { retryDays: [1, 2], afterLast: 'cancel' } });
    expect(test.emulator.controls.dunning()).toEqual({ retryDays: [1, 2], afterLast: 'cancel' });
    const response = await fetch(`${test.emulator.url}/_emulator/dunning`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ retryDays: [3, 5, 7], afterLast: 'unpaid' }),
    });
    expect(await response.json()).toEqual({ retryDays: [3, 5, 7], afterLast: 'unpaid' });
    expect(() => test.emulator.controls.setDunning({ retryDays: [5, 3], afterLast: 'unpaid' })).toThrow(/ascending/);
  });

  it('recovers on a retry that goes through: paid, active again, the same PaymentIntent', async () => {
    const { customer, subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    test.emulator.controls.failNextPayment(customer.id);
    await test.emulator.controls.advanceToNextPeriod(subscription.id);
    const failed = await invoiceOf(subscription.id);
    test.received.length = 0;

    await test.emulator.controls.advanceClock(3 * DAY);

    expect(await invoiceOf(subscription.id)).toMatchObject({
      id: failed.id,
      status: 'paid',
      attempt_count: 2,
      next_payment_attempt: null,
      amount_paid: 4900,
      status_transitions: { paid_at: failed.created + 3 * DAY },
    });
    expect((await test.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    expect(test.received.map((event) => event.type)).toEqual(['invoice.paid', 'invoice.payment_succeeded', 'customer.subscription.updated']);
    const payments = await test.stripe.invoicePayments.list({ invoice: failed.id });
    expect(payments.data.map((payment) => payment.status)).toEqual(['paid']);
    expect((await test.stripe.paymentIntents.retrieve(String(payments.data[0]!.payment.payment_intent))).status).toBe('succeeded');
  });
});
