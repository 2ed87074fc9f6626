import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

/** The PaymentIntent that paid the subscription's first invoice, reached as the app reaches it. */
async function firstPayment(subscription: Stripe.Subscription) {
  const payments = await test.stripe.invoicePayments.list({ invoice: String(subscription.latest_invoice) });
  const paymentIntent = await test.stripe.paymentIntents.retrieve(String(payments.data[0]!.payment.payment_intent));
  return { paymentIntent, chargeId: String(paymentIntent.latest_charge) };
}

describe('refunds', () => {
  it('refunds the whole charge by default and tells the app', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const { paymentIntent, chargeId } = await firstPayment(subscription);
    test.received.length = 0;

    const refund = await test.stripe.refunds.create({ payment_intent: paymentIntent.id, metadata: { requestedBy: 'admin-1' } });

    expect(refund).toMatchObject({ object: 'refund', amount: 4900, status: 'succeeded', charge: chargeId, payment_intent: paymentIntent.id, metadata: { requestedBy: 'admin-1' } });
    expect(await test.stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 4900, refunded: true });
    expect(test.received.map((event) => event.type)).toEqual(['charge.refunded', 'refund.created']);
    expect(test.received[0]!.data.object).toMatchObject({ id: chargeId, amount_refunded: 4900 });
    expect(await test.stripe.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id, amount: 4900 });
  });

  it('fails a refund on request: failed with its reason, the money back on the charge, and the three events', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const { paymentIntent, chargeId } = await firstPayment(subscription);
    const refund = await test.stripe.refunds.create({ payment_intent: paymentIntent.id, amount: 1000 });
    test.received.length = 0;
    expect(await test.emulator.controls.failRefund(refund.id, 'lost_or_stolen_card')).toMatchObject({ status: 'failed', failure_reason: 'lost_or_stolen_card' });
    expect(await test.stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 0, refunded: false });
    expect(test.received.map((event) => event.type)).toEqual(['refund.failed', 'refund.updated', 'charge.refund.updated']);
    await expect(test.emulator.controls.failRefund(refund.id)).rejects.toThrow(/already failed/);
  });

  it('refunds part of a charge, then the rest, and refuses more than remains', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const { chargeId } = await firstPayment(subscription);

    await test.stripe.refunds.create({ charge: chargeId, amount: 1000 });
    expect(await test.stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 1000, refunded: false });

    const tooMuch = test.stripe.refunds.create({ charge: chargeId, amount: 3901 });
    await expect(tooMuch).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, code: 'amount_too_large', param: 'amount' });

    await test.stripe.refunds.create({ charge: chargeId });
    expect(await test.stripe.charges.retrieve(chargeId)).toMatchObject({ amount_refunded: 4900, refunded: true });
    const again = test.stripe.refunds.create({ charge: chargeId, amount: 1 });
    await expect(again).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });

    const listed = await test.stripe.refunds.list({ charge: chargeId });
    expect(listed.data.map((refund) => refund.amount)).toEqual([3900, 1000]);
  });

  it('needs a charge or a payment intent that exists', async () => {
    await expect(test.stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400, param: 'charge' });
    await expect(test.stripe.refunds.create({ payment_intent: 'pi_missing' })).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
