import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../contract/users.js';
import { sessionIdOf, useBillingTestApp } from '../../test/billing-context.js';
import { bearer, registerCustomer } from '../../test/factories.js';

/** Running without PUBLIC_URL (development): publicUrl is only the localhost guess. */
const ctx = useBillingTestApp({ config: { publicUrl: 'http://localhost:3000', publicUrlConfigured: false } });

const selection = {
  region: 'US',
  role: 'sr_technical',
  amount: 5200,
  showAmount: '$5,200.00',
  noOfRoles: 1,
  noOfMonths: 1,
  billingCycle: 'monthly',
  description: 'Senior Technical',
  currency: 'usd',
};

async function checkoutFrom(host: string) {
  // A customer of its own each time: one customer's open checkout of a selection is handed out again.
  const customer: SessionUser = await registerCustomer(ctx.app);
  const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/stripe/createSubscribe', payload: selection, headers: { ...bearer(customer), host } });
  expect(response.statusCode).toBe(200);
  return ctx.stripe.client.checkout.sessions.retrieve(sessionIdOf(response.json().url));
}

describe('checkout return addresses without PUBLIC_URL', () => {
  it('come back to the address the visitor opened, where their session is', async () => {
    const session = await checkoutFrom('127.0.0.1:3000');
    expect(session.success_url).toBe('http://127.0.0.1:3000/payment-success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.cancel_url).toBe('http://127.0.0.1:3000/payment-failure');
  });

  it('fall back to the localhost guess when the Host is not a plain host', async () => {
    const session = await checkoutFrom('evil.example/phish');
    expect(session.success_url).toBe('http://localhost:3000/payment-success?session_id={CHECKOUT_SESSION_ID}');
  });
});
