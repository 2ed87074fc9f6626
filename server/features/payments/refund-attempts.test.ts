import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingMessages } from '../../../contract/billing.js';
import type { SessionUser } from '../../../contract/users.js';
import { auditLog } from '../../db/schema.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { useBillingTestApp } from '../../test/billing-context.js';
import { bearer, registerCustomer } from '../../test/factories.js';
import { payments } from './payments.table.js';

const ctx = useBillingTestApp({ admin: true });

afterEach(() => vi.restoreAllMocks());

const get = (url: string, user: SessionUser = ctx.admin) => ctx.app.inject({ url, headers: bearer(user) });
const refund = (paymentId: string, amount: number) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/payments/${paymentId}/refund`, payload: { amount }, headers: bearer(ctx.admin) });
const markHandled = (refundRowId: string, payload: object, user: SessionUser = ctx.admin) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/admin/refunds/${refundRowId}/handled`, payload, headers: bearer(user) });
const adminPayment = async (paymentId: string) => (await get('/api/v1/payments')).json().find((row: { _id: string }) => row._id === paymentId);
const paymentRow = async (paymentId: string) => (await ctx.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;

/** A customer with one paid subscription: their payment as an admin sees it. */
async function paidPayment(name: string) {
  const customer = await registerCustomer(ctx.app, { name });
  await paidSubscription(ctx, customer, { role: 'jr_technical', region: 'US', noOfRoles: 1 });
  return (await get('/api/v1/payments/mypayments', customer)).json()[0] as { _id: string; amount: number };
}

/** Stripe's own list of the payment's refunds, through the SDK. */
async function stripeRefundsOf(paymentId: string) {
  const { paymentIntentId } = await paymentRow(paymentId);
  return (await ctx.stripe.client.refunds.list({ payment_intent: paymentIntentId!, limit: 100 })).data;
}

describe('a refund the bank returned, refunded again with the same amount', () => {
  it('is a second refund at Stripe; the site shows each as it is, and lists the failed one until an admin marks it handled', async () => {
    const payment = await paidPayment('Rosa Retry');
    const first = await refund(payment._id, 500_00);
    expect(first.statusCode).toBe(201);
    await ctx.settle();
    const firstRefund = first.json().payment.refunds[0];
    await ctx.emulator.controls.failRefund(firstRefund.refundId, 'expired_or_canceled_card');
    await ctx.settle();

    // Within the minute, the same amount: before, the same idempotency key replayed the first "succeeded".
    const retry = await refund(payment._id, 500_00);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().message).toBe(billingMessages.refunded);
    await ctx.settle();

    const atStripe = await stripeRefundsOf(payment._id);
    expect(atStripe.map((r) => [r.amount, r.status]).sort()).toEqual([
      [500_00, 'failed'],
      [500_00, 'succeeded'],
    ]);
    const second = atStripe.find((r) => r.status === 'succeeded')!;
    expect(second.id).not.toBe(firstRefund.refundId);

    const shown = await adminPayment(payment._id);
    expect(shown).toMatchObject({ status: 'partially_refunded', amountRefunded: 500_00 });
    expect(shown.refunds).toHaveLength(2);
    expect(shown.refunds).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ refundId: firstRefund.refundId, status: 'failed', failureReason: 'expired_or_canceled_card', handledAt: null }),
        expect.objectContaining({ refundId: second.id, status: 'succeeded', failureReason: null }),
      ]),
    );
    expect((await paymentRow(payment._id)).refundAttemptId).toBeNull();

    const listed = (await get('/api/v1/payments/attention')).json().failedRefunds;
    expect(listed).toEqual([expect.objectContaining({ id: firstRefund._id, refundId: firstRefund.refundId, customerName: 'Rosa Retry', amount: 500_00 })]);

    const handled = await markHandled(firstRefund._id, { note: '  Paid back by bank transfer on 3 March.  ' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({
      message: 'The refund is marked as handled.',
      refund: { refundId: firstRefund.refundId, status: 'failed', handledNote: 'Paid back by bank transfer on 3 March.', handledAt: expect.any(String) },
    });
    expect((await get('/api/v1/payments/attention')).json().failedRefunds).toEqual([]);
    // Still on its payment, with the note; the figures do not change.
    const after = await adminPayment(payment._id);
    expect(after).toMatchObject({ status: 'partially_refunded', amountRefunded: 500_00 });
    expect(after.refunds.find((r: { refundId: string }) => r.refundId === firstRefund.refundId)).toMatchObject({
      status: 'failed',
      handledNote: 'Paid back by bank transfer on 3 March.',
    });
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.marked_handled'), eq(auditLog.targetId, payment._id)));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: ctx.admin.id,
        targetType: 'payment',
        detail: { refundId: firstRefund.refundId, amount: 500_00, currency: 'usd', note: 'Paid back by bank transfer on 3 March.' },
      }),
    ]);

    const again = await markHandled(firstRefund._id, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'payments.refund_already_handled', message: 'This refund is already marked handled.' });
    const notFailed = await markHandled(shown.refunds.find((r: { status: string }) => r.status === 'succeeded')._id, { note: 'Not failed' });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json().code).toBe('payments.refund_not_failed');
  });

  it('refuses a missing or too long note, an unknown refund and a customer', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const empty = await markHandled(someId, { note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Please give a note.');
    const long = await markHandled(someId, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('Note must be at most 500 characters.');
    const unknown = await markHandled(someId, { note: 'Done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'payments.refund_not_found', message: 'Refund not found.' });
    expect((await markHandled('not-an-id', { note: 'Done' })).statusCode).toBe(404);
    const customer = await registerCustomer(ctx.app, { name: 'Nosy Customer' });
    expect((await markHandled(someId, { note: 'Done' }, customer)).statusCode).toBe(403);
  });
});

describe("Stripe's answers in any order", () => {
  it('a create answer that arrives after the refund.failed sync does not turn the failed refund back into refunded money', async () => {
    const payment = await paidPayment('Olga Order');
    const create = ctx.stripe.client.refunds.create.bind(ctx.stripe.client.refunds);
    vi.spyOn(ctx.stripe.client.refunds, 'create').mockImplementationOnce(async (params, options) => {
      const answer = await create(params!, options);
      // The bank returns it, and the webhooks are synced, before the answer reaches the site.
      await ctx.settle();
      await ctx.emulator.controls.failRefund(answer.id, 'lost_or_stolen_card');
      await ctx.settle();
      return answer;
    });
    const response = await refund(payment._id, 300_00);
    expect(response.statusCode).toBe(201);
    expect(response.json().payment).toMatchObject({ status: 'paid', amountRefunded: 0 });
    expect(response.json().payment.refunds).toEqual([expect.objectContaining({ amount: 300_00, status: 'failed', failureReason: 'lost_or_stolen_card' })]);
    expect((await get('/api/v1/payments/attention')).json().failedRefunds).toEqual([expect.objectContaining({ amount: 300_00, customerName: 'Olga Order' })]);
  });
});

describe('a refund whose answer from Stripe was lost', () => {
  /**
   * The first create fails: `lost`, the refund is made at Stripe and the connection drops before
   * its answer arrives; `server-error`, Stripe answers 500 having made nothing.
   */
  function failTheFirstCreate(keys: (string | undefined)[], how: 'lost' | 'server-error') {
    const create = ctx.stripe.client.refunds.create.bind(ctx.stripe.client.refunds);
    const spy = vi.spyOn(ctx.stripe.client.refunds, 'create');
    spy.mockImplementation(async (params, options) => {
      keys.push(options?.idempotencyKey);
      return create(params!, options);
    });
    spy.mockImplementationOnce(async (params, options) => {
      keys.push(options?.idempotencyKey);
      if (how === 'server-error') throw new Stripe.errors.StripeAPIError({ message: 'An unknown error occurred', type: 'api_error', statusCode: 500 } as never);
      await create(params!, options);
      throw new Stripe.errors.StripeConnectionError({ message: 'socket hang up', type: 'api_connection_error' } as never);
    });
  }

  it('keeps its attempt, so the same refund tried again finds the first one at Stripe instead of making a second', async () => {
    const payment = await paidPayment('Lena Lost');
    const keys: (string | undefined)[] = [];
    failTheFirstCreate(keys, 'lost');

    const lost = await refund(payment._id, 100_00);
    expect(lost.statusCode).toBe(502);
    expect(lost.json().message).toBe(billingMessages.paymentsUnavailable);
    const kept = await paymentRow(payment._id);
    expect(kept.refundAttemptId).toEqual(expect.any(String));
    expect(kept.refundStartedAt).toBeNull();
    await ctx.settle();

    const retried = await refund(payment._id, 100_00);
    expect(retried.statusCode).toBe(201);
    await ctx.settle();
    // Found at Stripe by the attempt's id: recorded, not asked for again.
    expect(keys).toEqual([`refund:${kept.refundAttemptId}`]);
    expect((await stripeRefundsOf(payment._id)).map((r) => r.amount)).toEqual([100_00]);
    expect(await adminPayment(payment._id)).toMatchObject({ amountRefunded: 100_00, refunds: [expect.objectContaining({ amount: 100_00, status: 'succeeded' })] });
    expect((await paymentRow(payment._id)).refundAttemptId).toBeNull();

    // The attempt is over: the next refund is a new one with a new key.
    expect((await refund(payment._id, 100_00)).statusCode).toBe(201);
    expect(keys[1]).not.toBe(keys[0]);
    expect((await stripeRefundsOf(payment._id)).map((r) => r.amount)).toEqual([100_00, 100_00]);
  });

  it('a 5xx that made nothing: tried again, a new refund under a new key (never the saved 5xx answer again)', async () => {
    const payment = await paidPayment('Sergio Fivehundred');
    const keys: (string | undefined)[] = [];
    failTheFirstCreate(keys, 'server-error');

    expect((await refund(payment._id, 100_00)).statusCode).toBe(502);
    expect((await paymentRow(payment._id)).refundAttemptId).toEqual(expect.any(String));
    const retried = await refund(payment._id, 100_00);
    expect(retried.statusCode).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    await ctx.settle();
    expect((await stripeRefundsOf(payment._id)).map((r) => r.amount)).toEqual([100_00]);
    expect(await adminPayment(payment._id)).toMatchObject({ amountRefunded: 100_00 });
  });

  it('tried again with another amount, says an earlier try reached Stripe, and the try after that is a new refund', async () => {
    const payment = await paidPayment('Max Mismatch');
    const keys: (string | undefined)[] = [];
    failTheFirstCreate(keys, 'lost');
    expect((await refund(payment._id, 100_00)).statusCode).toBe(502);
    await ctx.settle();

    const other = await refund(payment._id, 200_00);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('payments.earlier_refund_attempt');
    expect((await paymentRow(payment._id)).refundAttemptId).toBeNull();
    // The lost one did happen: found at Stripe and recorded.
    expect(await adminPayment(payment._id)).toMatchObject({ amountRefunded: 100_00 });

    expect((await refund(payment._id, 200_00)).statusCode).toBe(201);
    expect((await stripeRefundsOf(payment._id)).map((r) => r.amount).sort()).toEqual([100_00, 200_00]);
  });
});
