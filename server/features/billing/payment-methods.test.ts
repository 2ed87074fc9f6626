import type Stripe from 'stripe';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useBillingTestApp } from '../../test/billing-context.js';
import { paidSubscription } from '../../test/billing-factories.js';
import { bearer } from '../../test/factories.js';
import { describePaymentMethod } from './payment-methods.js';
import { setPaymentMethodCard } from './subscriptions.repository.js';

/** A Stripe client whose only call is `paymentMethods.retrieve`, answering `answer`. */
function stripeAnswering(answer: () => Promise<unknown>) {
  const retrieve = vi.fn(answer);
  return { stripe: { paymentMethods: { retrieve } } as unknown as Stripe, retrieve };
}

/** A Stripe SDK error as the SDK throws it (`type` is what lib/stripe-calls.ts reads). */
const stripeError = (type: string, code?: string) => Object.assign(new Error(type), { type, code });

describe('describePaymentMethod', () => {
  it("answers the card's brand and last four digits", async () => {
    const { stripe, retrieve } = stripeAnswering(async () => ({ id: 'pm_1', type: 'card', card: { brand: 'visa', last4: '4242' } }));
    expect(await describePaymentMethod(stripe, 'pm_1')).toEqual({ brand: 'visa', last4: '4242' });
    expect(retrieve).toHaveBeenCalledWith('pm_1');
  });

  it('answers null for a method that is not a card, or one Stripe will not show', async () => {
    expect(await describePaymentMethod(stripeAnswering(async () => ({ id: 'pm_2', type: 'us_bank_account', card: null })).stripe, 'pm_2')).toBeNull();
    const missing = stripeAnswering(() => Promise.reject(stripeError('StripeInvalidRequestError', 'resource_missing')));
    expect(await describePaymentMethod(missing.stripe, 'pm_gone')).toBeNull();
  });

  it('lets a failure that may pass through, so the sync is retried', async () => {
    const offline = stripeAnswering(() => Promise.reject(stripeError('StripeConnectionError')));
    await expect(describePaymentMethod(offline.stripe, 'pm_1')).rejects.toMatchObject({ type: 'StripeConnectionError' });
  });
});

describe('the card on subscription records', () => {
  const ctx = useBillingTestApp({ admin: true, customer: true });
  let subscriptionId: string;
  let sessionId: string;
  beforeAll(async () => {
    ({ subscriptionId, sessionId } = await paidSubscription(ctx, ctx.customer));
  });

  const adminList = async (query = '') =>
    (await ctx.app.inject({ url: `/api/v1/subscription/get-all?userId=${ctx.customer.id}${query}`, headers: bearer(ctx.admin) })).json();
  /** The success page's call: runs the same sync the webhook runs. */
  const syncAgain = () => ctx.app.inject({ method: 'POST', url: `/api/v1/stripe/checkout-sessions/${sessionId}/confirm`, headers: bearer(ctx.customer) });

  it('shows the card once read, finds it by brand and digits, and keeps it over later syncs of the same method', async () => {
    const [before] = await adminList();
    expect(before.paymentMethodId).toMatch(/^pm_/);
    // Cleared first: whether the sync reads the card already (stripe-sync.ts) is not this test's business.
    await setPaymentMethodCard(ctx.db, before.paymentMethodId, null);
    expect((await adminList())[0].paymentMethodCard).toBeNull();

    await setPaymentMethodCard(ctx.db, before.paymentMethodId, { brand: 'visa', last4: '4242' });
    const [after] = await adminList();
    expect(after).toMatchObject({ subscriptionId, paymentMethodId: before.paymentMethodId, paymentMethodCard: { brand: 'visa', last4: '4242' } });
    expect(await adminList('&q=4242')).toHaveLength(1);
    expect(await adminList('&q=visa%204242')).toHaveLength(1);

    expect((await syncAgain()).statusCode).toBe(200);
    expect((await adminList())[0].paymentMethodCard).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('reads the card a checkout paid with from Stripe (the emulator pays with a Visa 4242)', async () => {
    const [row] = await adminList();
    const card = await describePaymentMethod(ctx.stripe.client, row.paymentMethodId);
    expect(card).toEqual({ brand: 'visa', last4: '4242' });
    await setPaymentMethodCard(ctx.db, row.paymentMethodId, card);
    expect((await adminList())[0].paymentMethodCard).toEqual(card);
  });

  it('drops the card when the subscription is paid with another method from then on', async () => {
    const [before] = await adminList();
    await setPaymentMethodCard(ctx.db, before.paymentMethodId, { brand: 'visa', last4: '4242' });
    expect((await adminList())[0].paymentMethodCard).toEqual({ brand: 'visa', last4: '4242' });
    const subscriptions = ctx.stripe.client.subscriptions;
    const retrieve = subscriptions.retrieve.bind(subscriptions);
    // As after a card change in the billing portal: the subscription names its new default method.
    const changed = vi.spyOn(subscriptions, 'retrieve').mockImplementation(async (...args: Parameters<typeof subscriptions.retrieve>) => ({
      ...(await retrieve(...args)),
      default_payment_method: 'pm_new_mastercard',
    }));
    try {
      expect((await syncAgain()).statusCode).toBe(200);
    } finally {
      changed.mockRestore();
    }
    const [row] = await adminList();
    expect(row.paymentMethodId).toBe('pm_new_mastercard');
    // The Visa's digits never show beside the new method; the sync reads the new card (stripe-sync.ts).
    expect(row.paymentMethodCard).not.toEqual({ brand: 'visa', last4: '4242' });
  });
});
