import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

async function paidIntent(subscription: Stripe.Subscription): Promise<string> {
  const payments = await test.stripe.invoicePayments.list({ invoice: String(subscription.latest_invoice) });
  return String(payments.data[0]!.payment.payment_intent);
}

describe('disputes', () => {
  it('opens a dispute on a paid charge, with evidence due in 7 days, and sends created and funds_withdrawn', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const paymentIntentId = await paidIntent(subscription);
    test.received.length = 0;

    const dispute = await test.emulator.controls.openDispute(paymentIntentId);

    expect(dispute).toMatchObject({ object: 'dispute', amount: 4900, currency: 'usd', status: 'needs_response', payment_intent: paymentIntentId, reason: 'fraudulent' });
    expect(dispute.evidence_details.due_by).toBe(test.emulator.controls.now() + 7 * 86_400);
    expect(test.received.map((event) => event.type)).toEqual(['charge.dispute.created', 'charge.dispute.funds_withdrawn']);
    expect(await test.stripe.disputes.retrieve(dispute.id)).toMatchObject({ id: dispute.id, status: 'needs_response' });
    expect((await test.stripe.disputes.list({ payment_intent: paymentIntentId })).data.map((found) => found.id)).toEqual([dispute.id]);
    expect((await test.stripe.charges.retrieve(String(dispute.charge))).disputed).toBe(true);
    await expect(test.emulator.controls.openDispute(paymentIntentId)).rejects.toThrow(/already disputed/);
  });

  it('closes a dispute won (funds reinstated) or lost, once', async () => {
    const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
    const won = await test.emulator.controls.openDispute(await paidIntent(subscription));
    test.received.length = 0;
    expect(await test.emulator.controls.closeDispute(won.id, 'won')).toMatchObject({ status: 'won' });
    expect(test.received.map((event) => event.type)).toEqual(['charge.dispute.closed', 'charge.dispute.funds_reinstated']);
    await expect(test.emulator.controls.closeDispute(won.id, 'lost')).rejects.toThrow(/already closed/);

    const other = await subscribedCustomer(test, { unitAmount: 2500 });
    const lost = await test.emulator.controls.openDispute(await paidIntent(other.subscription));
    test.received.length = 0;
    expect(await test.emulator.controls.closeDispute(lost.id, 'lost')).toMatchObject({ status: 'lost' });
    expect(test.received.map((event) => event.type)).toEqual(['charge.dispute.closed']);
  });
});
