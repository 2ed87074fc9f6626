import type { CurrentUser } from '../../plugins/auth-guard.js';
import { callStripe } from '../../lib/stripe-calls.js';
import type { BillingDeps } from './billing-deps.js';
import { findLatestPayingStripeCustomerId } from './billing-customers.repository.js';
import { billingErrors } from './billing.errors.js';

/**
 * Opens Stripe's Customer Portal for the caller: their cards, billing address and invoices, for
 * the Stripe customer they last paid from (one exists per currency they bought in). It comes back
 * to /subscription. The route lets customers only through (admins get 403 billing.customers_only).
 */
export async function openBillingPortal(deps: BillingDeps, user: CurrentUser): Promise<{ url: string }> {
  const customer = await findLatestPayingStripeCustomerId(deps.db, user.id);
  if (!customer) throw billingErrors.noBillingAccount();
  const session = await callStripe(deps.log, 'create billing portal session', () =>
    deps.stripe.client.billingPortal.sessions.create({ customer, return_url: `${deps.publicUrl}/subscription` }),
  );
  return { url: session.url };
}
