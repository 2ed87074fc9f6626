import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { z } from 'zod';
import { billingMessages } from '../../../contract/billing.js';
import { refundHandledMessages, type refundBodySchema, type refundHandledBodySchema } from '../../../contract/payments.js';
import { isUuid } from '../../lib/ids.js';
import { isTransientStripeError, paymentsUnavailable, stripeErrorType } from '../../lib/stripe-calls.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
import { applyRefunds } from './payment-records.js';
import type { PaymentsDeps } from './payments-deps.js';
import { paymentErrors } from './payments.errors.js';
import { toPayment, toRefund } from './payments.mapper.js';
import { findPayment, lockPayment, lockRefund, refundsOf, setRefundAttempt, setRefundHandled } from './payments.repository.js';

const refundable = new Set(['paid', 'partially_refunded']);

/** Stripe's own refusals that mean the same as ours (it knows of refunds or disputes we have not seen yet). */
function refusalOf(error: unknown) {
  const type = stripeErrorType(error);
  // 409: the SDK's own retry of this attempt's request met the first one still running at Stripe (a key is never reused across attempts).
  if (type === 'StripeIdempotencyError') return paymentErrors.refundInProgress();
  if (type !== 'StripeInvalidRequestError') return undefined;
  const code = (error as { code?: string }).code;
  if (code === 'charge_already_refunded') return paymentErrors.nothingToRefund();
  if (code === 'amount_too_large') return paymentErrors.refundTooLarge();
  if (code === 'charge_disputed') return paymentErrors.disputed();
  return undefined;
}

/**
 * Whether a failed create may still have made the refund: the request may have reached Stripe
 * (connection lost, timeout, Stripe's 5xx, our own crash mid-call), or it is still running there.
 * A rate limit (429) made nothing, but keeping its key costs nothing either.
 */
function outcomeUnknown(error: unknown): boolean {
  if (stripeErrorType(error) === undefined || isTransientStripeError(error)) return true;
  return stripeErrorType(error) === 'StripeIdempotencyError' && (error as { statusCode?: number }).statusCode === 409;
}

/** A refund whose Stripe call has not come back after this long is taken to have failed. */
const REFUND_CLAIM_MS = 2 * 60_000;

/**
 * Refunds a payment in full (no amount) or in part, never more than what remains. A short
 * transaction claims the payment (so two admins cannot both refund the same remainder) and gives
 * the attempt an id, stored on the payment; Stripe is asked with no transaction open (its refund
 * events may come at once, and their sync must reach the database); then the refund is recorded
 * and the claim released. The audit row (`payment.refunded`) is written in the transaction that
 * records the refund: a refund Stripe refused leaves none.
 *
 * The idempotency key is `refund:<attempt id>`. Once Stripe answered (a refund, or a refusal) the
 * attempt is over and its id is cleared, so the next refund is a new one at Stripe, even of the
 * same amount right after the bank returned the last. When the answer is unknown (see
 * `outcomeUnknown`) the refund may exist at Stripe, so the id is kept, and the admin's next try asks
 * Stripe for a refund carrying it in its metadata first: found, that refund is recorded (and, if it
 * was for another amount than asked now, the admin is told to look at the refunds first); not
 * found, the earlier attempt made nothing and a new one is made under a new key. The key is never
 * reused, so Stripe's saved 5xx answer for it is never replayed (decision 0187).
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
    const attemptId = randomUUID();
    await setRefundAttempt(tx, paymentId, { refundStartedAt: new Date(), refundAttemptId: attemptId });
    return { amount, attemptId, earlierAttemptId: payment.refundAttemptId, paymentIntentId: payment.paymentIntentId };
  });

  let refund: Stripe.Refund | undefined;
  if (claimed.earlierAttemptId) {
    try {
      refund = await refundOfAttempt(deps, claimed.paymentIntentId, claimed.earlierAttemptId);
    } catch (error) {
      // Not looked up: the earlier attempt stays as unknown as it was.
      await setRefundAttempt(deps.db, paymentId, { refundStartedAt: null, refundAttemptId: claimed.earlierAttemptId });
      throw unavailable(deps, error, paymentId, claimed.earlierAttemptId);
    }
  }
  try {
    refund ??= await deps.stripe.client.refunds.create(
      {
        payment_intent: claimed.paymentIntentId,
        amount: claimed.amount,
        ...(body.reason ? { reason: body.reason } : {}),
        metadata: { paymentId, refundAttemptId: claimed.attemptId },
      },
      { idempotencyKey: `refund:${claimed.attemptId}` },
    );
  } catch (error) {
    const keep = outcomeUnknown(error);
    await setRefundAttempt(deps.db, paymentId, { refundStartedAt: null, refundAttemptId: keep ? claimed.attemptId : null });
    throw refusalOf(error) ?? unavailable(deps, error, paymentId, claimed.attemptId, keep);
  }
  await deps.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId);
    await applyRefunds(tx, payment!, [refund]);
    await setRefundAttempt(tx, paymentId, { refundStartedAt: null, refundAttemptId: null });
    await recordAdminAction(tx, {
      ...audit,
      action: 'payment.refunded',
      target: { type: 'payment', id: paymentId },
      detail: { amount: refund.amount, currency: refund.currency, refundId: refund.id, ...(body.reason ? { reason: body.reason } : {}) },
    });
  });
  // The earlier attempt had gone through, for another amount than asked now: recorded, and the admin told to look.
  if (refund.amount !== claimed.amount) throw paymentErrors.earlierRefundAttempt();
  const row = (await findPayment(deps.db, paymentId))!;
  const refunds = await refundsOf(deps.db, [paymentId]);
  return { message: billingMessages.refunded, payment: toPayment(row, refunds.get(paymentId) ?? []) };
}

/** A Stripe failure as the admin sees it (502, logged here); anything else is ours and goes on as it is. */
function unavailable(deps: PaymentsDeps, error: unknown, paymentId: string, refundAttemptId: string, attemptKept = true): unknown {
  if (stripeErrorType(error) === undefined) return error;
  deps.log.warn({ err: error, paymentId, refundAttemptId, attemptKept }, 'stripe: refund not made');
  return paymentsUnavailable();
}

/**
 * The refund an earlier attempt whose answer never came made at Stripe, if it made one: found by
 * the attempt id in its metadata among the payment's refunds (newest first, so the first page
 * holds it: an attempt is at most a retry old).
 */
async function refundOfAttempt(deps: PaymentsDeps, paymentIntentId: string, attemptId: string): Promise<Stripe.Refund | undefined> {
  const page = await deps.stripe.client.refunds.list({ payment_intent: paymentIntentId, limit: 100 });
  return page.data.find((refund) => refund.metadata?.refundAttemptId === attemptId);
}

/**
 * An admin dealt with a refund the bank returned (paid back another way, or told the customer):
 * the note is kept with the refund, which leaves the admin home but stays on its payment, and the
 * audit row (`refund.marked_handled`) commits with it. Only a failed refund, and only once.
 */
export async function markRefundHandled(deps: Pick<PaymentsDeps, 'db'>, refundId: string, body: z.output<typeof refundHandledBodySchema>, audit: AuditContext) {
  if (!isUuid(refundId)) throw paymentErrors.refundNotFound();
  const handled = await deps.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw paymentErrors.refundNotFound();
    if (refund.status !== 'failed') throw paymentErrors.refundNotFailed();
    if (refund.handledAt) throw paymentErrors.refundAlreadyHandled();
    const row = await setRefundHandled(tx, refundId, { handledAt: new Date(), handledBy: audit.actor.id, handledNote: body.note });
    await recordAdminAction(tx, {
      ...audit,
      action: 'refund.marked_handled',
      target: { type: 'payment', id: refund.paymentId },
      detail: { refundId: refund.stripeRefundId, amount: refund.amount, currency: refund.currency, note: body.note },
    });
    return row;
  });
  return { message: refundHandledMessages.handled, refund: toRefund(handled) };
}
