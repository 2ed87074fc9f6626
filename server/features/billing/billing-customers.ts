import type { Currency } from '../../../contract/billing.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import type { BillingDeps } from './billing-deps.js';
import { callStripe } from '../../lib/stripe-calls.js';
import { findStripeCustomerId, insertStripeCustomer } from './billing-customers.repository.js';

/**
 * The user's Stripe customer for this currency, created the first time. Stripe refuses a second
 * currency on one customer, hence one per currency. Two racing first checkouts send the same
 * idempotency key, so Stripe answers both with one customer.
 */
export async function ensureStripeCustomer(deps: BillingDeps, user: CurrentUser, currency: Currency): Promise<string> {
  const known = await findStripeCustomerId(deps.db, user.id, currency);
  if (known) return known;
  const customer = await callStripe(deps.log, 'create customer', () =>
    deps.stripe.client.customers.create(
      { email: user.email, name: user.name, metadata: { userId: user.id, currency } },
      { idempotencyKey: `customer:${user.id}:${currency}` },
    ),
  );
  await insertStripeCustomer(deps.db, { userId: user.id, currency, stripeCustomerId: customer.id });
  return (await findStripeCustomerId(deps.db, user.id, currency)) ?? customer.id;
}
