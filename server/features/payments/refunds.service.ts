import type { z } from 'zod';
import { billingMessages } from '../../../contract/billing.js';
import type { refundBodySchema } from '../../../contract/payments.js';
import { isUuid } from '../../lib/ids.js';
import { callStripe, stripeErrorType } from '../../lib/stripe-calls.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { applyRefunds } from './payment-records.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentErrors } from './payments.errors.js';
import { toPayment } from './payments.mapper.js';
import { findPayment, lockPayment, refundsOf, setRefundStartedAt } from './payments.repository.js';

const refundable = new Set(['paid', 'partially_refunded']);

/** Stripe's own refusals that mean the same as ours (it knows of refunds we have not seen yet). */
function refusalOf(error: unknown) {
  if (stripeErrorType(error) !== 'StripeInvalidRequestError') return undefined;
  const code = (error as { code?: string }).code;
  if (code === 'charge_already_refunded') return paymentErrors.nothingToRefund();
  if (code === 'amount_too_large') return paymentErrors.refundTooLarge();
  return undefined;
}

/** A refund whose Stripe call has not come back after this long is taken to have failed. */
const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Refunds a payment in full (no amount) or in part, never more than what remains. A short
 * transaction claims the payment (so two admins cannot both refund the same remainder), Stripe is
 * asked with no transaction open (Stripe may deliver the refund's events at once, and their sync
 * must reach the database), then the refund is recorded and the claim released. The idempotency
 * key names the payment, what was refunded before and the amount: a retry of the same request
 * after a lost answer gets Stripe's first refund back. The audit row (`payment.refunded`) is
 * written in the transaction that records the refund: a refund Stripe refused leaves none.
 */
export async function refundPayment(deps: PaymentsDeps, paymentId: string, body: z.output<typeof refundBodySchema>, audit: AuditContext) {
  if (!isUuid(paymentId)) throw paymentErrors.notFound();
  const claimed = await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw paymentErrors.notFound();
    const remaining = payment.amount - payment.amountRefunded;
    if (payment.status === 'refunded' || (refundable.has(payment.status) && remaining <= 0)) throw paymentErrors.nothingToRefund();
    if (!refundable.has(payment.status) || !payment.paymentIntentId) throw paymentErrors.notRefundable();
    const amount = body.amount ?? remaining;
    if (amount > remaining) throw paymentErrors.refundTooLarge();
    if (payment.refundStartedAt && Date.now() - payment.refundStartedAt.getTime() < REFUND_CLAIM_MS) {
      throw paymentErrors.refundInProgress();
    }
    await setRefundStartedAt(tx, paymentId, new Date());
    return { amount, paymentIntentId: payment.paymentIntentId, refundedBefore: payment.amountRefunded };
  });

  const release = () => setRefundStartedAt(deps.db, paymentId, null);
  let refund;
  try {
    refund = await callStripe(deps.log, 'create refund', async () => {
      try {
        return await deps.stripe.client.refunds.create(
          { payment_intent: claimed.paymentIntentId, amount: claimed.amount, ...(body.reason ? { reason: body.reason } : {}), metadata: { paymentId } },
          { idempotencyKey: `refund:${paymentId}:${claimed.refundedBefore}:${claimed.amount}` },
        );
      } catch (error) {
        throw refusalOf(error) ?? error;
      }
    });
  } catch (error) {
    await release();
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    await applyRefunds(tx, payment!, [refund]);
    await setRefundStartedAt(tx, paymentId, null);
    await recordAdminAction(tx, {
      ...audit,
      action: 'payment.refunded',
      target: { type: 'payment', id: paymentId },
      detail: { amount: refund.amount, currency: refund.currency, refundId: refund.id, ...(body.reason ? { reason: body.reason } : {}) },
    });
  });
  const row = (await findPayment(deps.db, paymentId))!;
  const refunds = await refundsOf(deps.db, [paymentId]);
  return { message: billingMessages.refunded, payment: toPayment(row, refunds.get(paymentId) ?? []) };
}
