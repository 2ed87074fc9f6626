import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, subscribedCustomer, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

async function disputedPayment() {
  const { subscription } = await subscribedCustomer(test, { unitAmount: 4900 });
  const payment = (await test.stripe.invoicePayments.list({ invoice: String(subscription.latest_invoice) })).data[0]!;
  const paymentIntent = String(payment.payment.payment_intent);
  const dispute = await test.emulator.controls.openDispute(paymentIntent);
  test.received.length = 0;
  return { paymentIntent, dispute };
}

describe('a dispute while it is open', () => {
  it('refuses to refund a charged-back charge, as Stripe does, until the dispute is won', async () => {
    const { paymentIntent, dispute } = await disputedPayment();
    await expect(test.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_disputed',
      message: `Charge ${String(dispute.charge)} has been charged back; cannot issue a refund.`,
    });
    expect(test.received).toEqual([]);

    await test.emulator.controls.closeDispute(dispute.id, 'won');
    expect(await test.stripe.refunds.create({ payment_intent: paymentIntent, amount: 1000 })).toMatchObject({ status: 'succeeded', amount: 1000 });
  });

  it('sends charge.dispute.updated when it moves along, and when evidence is submitted through the API', async () => {
    const { dispute } = await disputedPayment();
    const submitted = await test.stripe.disputes.update(dispute.id, { evidence: { customer_name: 'Ada Lovelace', uncategorized_text: 'Service delivered.' } });
    expect(submitted).toMatchObject({ status: 'under_review', evidence: { customer_name: 'Ada Lovelace' }, evidence_details: { has_evidence: true, submission_count: 1 } });
    await expect(test.stripe.disputes.update(dispute.id, { evidence: { customer_name: 'Again' } })).rejects.toMatchObject({ statusCode: 400 });

    const back = await test.emulator.controls.updateDispute(dispute.id, { status: 'needs_response' });
    expect(back.status).toBe('needs_response');
    expect(test.received.map((event) => event.type)).toEqual(['charge.dispute.updated', 'charge.dispute.updated']);
    const update = test.received[0] as Stripe.ChargeDisputeUpdatedEvent;
    expect([update.data.object.status, update.data.previous_attributes?.status]).toEqual(['under_review', 'needs_response']);

    const staged = await test.stripe.disputes.update(dispute.id, { evidence: { product_description: 'Staffing' }, submit: false });
    expect([staged.status, staged.evidence.product_description]).toEqual(['needs_response', 'Staffing']);
  });
});
