import type { Currency } from '../../../contract/billing.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import type { BillingDeps } from './billing-deps.js';
import { callStripe } from '../../lib/stripe-calls.js';
import { findStripeCustomerId, forgetStripeCustomer, insertStripeCustomer } from './billing-customers.repository.js';
import { expireOpenOrdersIn } from './billing-orders.repository.js';
import { runSync, type StripeEventRef, type SyncOutcome } from './stripe-sync.js';

/**
 * The user's Stripe customer for this currency, created the first time. Stripe refuses a second
 * currency on one customer, hence one per currency. Two racing first checkouts send the same
 * idempotency key, so Stripe answers both with one customer.
 */
export async function ensureStripeCustomer(deps: BillingDeps, user: CurrentUser, currency: Currency, idempotencyKey = `customer:${user.id}:${currency}`): Promise<string> {
  const known = await findStripeCustomerId(deps.db, user.id, currency);
  if (known) return known;
  const customer = await callStripe(deps.log, 'create customer', () =>
    deps.stripe.client.customers.create({ email: user.email, name: user.name, metadata: { userId: user.id, currency } }, { idempotencyKey }),
  );
  await insertStripeCustomer(deps.db, { userId: user.id, currency, stripeCustomerId: customer.id });
  return (await findStripeCustomerId(deps.db, user.id, currency)) ?? customer.id;
}

/**
 * The stored customer is gone at Stripe (deleted in the Dashboard; its customer.deleted event may
 * still be on the way): it is forgotten and a new one made. The key names the customer replaced,
 * so Stripe does not replay the first creation (the deleted customer) within its 24 hours, and two
 * racing checkouts still make one.
 */
export async function replaceMissingStripeCustomer(deps: BillingDeps, user: CurrentUser, currency: Currency, missingId: string): Promise<string> {
  await forgetStripeCustomer(deps.db, missingId);
  deps.log.warn({ stripeCustomerId: missingId, userId: user.id }, 'stripe: the stored customer no longer exists at Stripe; a new one is made');
  return ensureStripeCustomer(deps, user, currency, `customer:${user.id}:${currency}:after:${missingId}`);
}

/**
 * `customer.deleted`: the customer is forgotten, so the next checkout in its currency makes a new
 * one instead of failing. A deletion is final at Stripe, so the signed event is enough: nothing is
 * read back (Stripe would answer a deleted stub).
 */
export async function forgetDeletedCustomer(deps: BillingDeps, customerId: string, event: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(
    deps,
    `customer:${customerId}`,
    event,
    async () => undefined,
    async (tx) => {
      const forgotten = await forgetStripeCustomer(tx, customerId);
      // An open checkout of that customer can no longer be paid: the next one starts afresh.
      if (forgotten) await expireOpenOrdersIn(tx, forgotten.userId, forgotten.currency);
      return forgotten !== undefined;
    },
  );
  if (outcome === 'duplicate') return outcome;
  if (outcome) deps.log.warn({ stripeCustomerId: customerId }, 'stripe: customer deleted at Stripe; forgotten, the next checkout makes a new one');
  return outcome ? 'synced' : 'ignored';
}
