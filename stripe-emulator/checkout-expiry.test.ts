import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './test-helpers.js';

let test: TestEmulator;
beforeEach(async () => {
  test = await startTestEmulator();
});
afterEach(() => test.close());

async function sessionExpiringIn(seconds: number) {
  const customer = await test.stripe.customers.create({ email: 'ada@example.com' });
  return test.stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 4900, product_data: { name: 'Assistant' }, recurring: { interval: 'month' } } }],
    success_url: 'http://localhost:5173/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    // The app counts from its own clock (the wall clock); the emulator's own has not moved here.
    expires_at: Math.floor(Date.now() / 1000) + seconds,
  });
}

describe('Checkout Sessions expire on the emulator clock', () => {
  it('takes expires_at, expires the session when its time comes with checkout.session.expired, and refuses to pay it after', async () => {
    const session = await sessionExpiringIn(3_600);
    expect(Math.abs(session.expires_at - (test.emulator.controls.now() + 3_600))).toBeLessThanOrEqual(1);
    test.received.length = 0;

    // The clock is the wall clock plus an offset: measured from it now, two seconds short of expiry, so a
    // second ticking by before the retrieve (a busy machine) does not reach it.
    await test.emulator.controls.advanceClock(session.expires_at - test.emulator.controls.now() - 2);
    expect((await test.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    await test.emulator.controls.advanceClock(2);
    expect(await test.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'expired', url: null });
    expect(test.emulator.controls.events().map((event) => event.type).slice(-1)).toEqual(['checkout.session.expired']);
    expect(test.received.map((event) => event.type)).toEqual(['checkout.session.expired']);
    await expect(test.emulator.controls.completeCheckout(session.id, { outcome: 'pay' })).rejects.toThrow(/no longer active \(status: expired\)/);
  });

  it('expires an open session on request (POST /expire), and refuses one already paid', async () => {
    const session = await sessionExpiringIn(3_600);
    test.received.length = 0;
    expect(await test.stripe.checkout.sessions.expire(session.id)).toMatchObject({ status: 'expired', url: null });
    expect(test.received.map((event) => event.type)).toEqual(['checkout.session.expired']);
    const paid = await sessionExpiringIn(3_600);
    await test.emulator.controls.completeCheckout(paid.id, { outcome: 'pay' });
    await expect(test.stripe.checkout.sessions.expire(paid.id)).rejects.toThrow(/status of "complete"/);
  });

  it('refuses an expires_at under 30 minutes or over 24 hours away, as Stripe does', async () => {
    await expect(sessionExpiringIn(29 * 60)).rejects.toThrow(/between 30 minutes and 24 hours/);
    // A few seconds over, not one: a second may pass between the test's clock and the emulator's on a busy machine.
    await expect(sessionExpiringIn(24 * 3_600 + 5)).rejects.toThrow(/between 30 minutes and 24 hours/);
  });
});
