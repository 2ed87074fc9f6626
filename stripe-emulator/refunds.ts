import type Stripe from 'stripe';
import type { EmulatorContext } from './context.js';
import { invalidRequest, missingParam, resourceMissing } from './errors.js';
import { refuseRefundOfDisputedCharge } from './disputes.js';
import { buildRefund } from './objects/payment.js';
import { formatMoney } from './money.js';

export interface RefundRequest {
  paymentIntent?: string;
  charge?: string;
  amount?: number;
  reason?: Stripe.Refund.Reason;
  metadata: Stripe.Metadata;
}

function chargeToRefund(context: EmulatorContext, request: RefundRequest): Stripe.Charge {
  const { state } = context.store;
  if (request.charge) {
    const charge = state.charges[request.charge];
    if (!charge) throw resourceMissing('charge', request.charge, 'charge');
    return charge;
  }
  if (request.paymentIntent) {
    const paymentIntent = state.paymentIntents[request.paymentIntent];
    if (!paymentIntent) throw resourceMissing('payment_intent', request.paymentIntent, 'payment_intent');
    const charge = paymentIntent.latest_charge ? state.charges[String(paymentIntent.latest_charge)] : undefined;
    if (!charge || !charge.paid) {
      throw invalidRequest(`This PaymentIntent (${paymentIntent.id}) does not have a successful charge to refund.`, 'payment_intent');
    }
    return charge;
  }
  throw missingParam('charge');
}

/** A refund of what remains on the charge, or of part of it; never of more than remains. */
export async function createRefund(context: EmulatorContext, request: RefundRequest): Promise<Stripe.Refund> {
  const charge = chargeToRefund(context, request);
  refuseRefundOfDisputedCharge(context, charge);
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining <= 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
  }
  const amount = request.amount ?? remaining;
  if (!Number.isInteger(amount) || amount <= 0) {
    throw invalidRequest('Invalid positive integer', 'amount', 'parameter_invalid_integer');
  }
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${formatMoney(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatMoney(remaining, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  }
  const refund = buildRefund({ amount, charge, metadata: request.metadata, reason: request.reason ?? null }, context.clock.now());
  const previousAmountRefunded = charge.amount_refunded;
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  context.store.state.refunds[refund.id] = refund;
  context.store.save();
  await context.events.publish([
    {
      type: 'charge.refunded',
      data: { object: charge, previous_attributes: { amount_refunded: previousAmountRefunded, refunded: false } },
    },
    { type: 'refund.created', data: { object: refund } },
  ]);
  return refund;
}

/**
 * The bank returns a refund (a closed account, an expired card), as Stripe's failing test refunds
 * do: the refund becomes `failed` with its reason, the money is back on the charge, and Stripe
 * sends `refund.failed`, `refund.updated` and `charge.refund.updated`.
 */
export async function failRefund(context: EmulatorContext, refundId: string, reason = 'expired_or_canceled_card'): Promise<Stripe.Refund> {
  const { state } = context.store;
  const refund = state.refunds[refundId];
  if (!refund) throw resourceMissing('refund', refundId);
  if (refund.status === 'failed' || refund.status === 'canceled') throw invalidRequest(`Refund ${refundId} has already ${refund.status}.`);
  const charge = state.charges[String(refund.charge)];
  const previousStatus = refund.status;
  refund.status = 'failed';
  refund.failure_reason = reason;
  if (charge) {
    charge.amount_refunded = Math.max(0, charge.amount_refunded - refund.amount);
    charge.refunded = false;
  }
  context.store.save();
  await context.events.publish([
    { type: 'refund.failed', data: { object: structuredClone(refund) } },
    { type: 'refund.updated', data: { object: structuredClone(refund), previous_attributes: { status: previousStatus } as Partial<Stripe.Refund> } },
    { type: 'charge.refund.updated', data: { object: structuredClone(refund), previous_attributes: { status: previousStatus } as Partial<Stripe.Refund> } },
  ]);
  return refund;
}
