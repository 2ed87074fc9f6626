import type { Currency } from '../../../contract/billing.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import { callStripe } from '../../lib/stripe-calls.js';
import type { BillingDeps } from './billing-deps.js';
import { findLatestPayingStripeCustomerId, listPayingStripeCustomers } from './billing-customers.repository.js';
import { billingErrors } from './billing.errors.js';

/** The currencies the caller pays in (a Stripe customer, and a portal, each), the most recent first. */
export async function listBillingAccounts(deps: Pick<BillingDeps, 'db'>, user: CurrentUser): Promise<{ currencies: Currency[] }> {
  return { currencies: (await listPayingStripeCustomers(deps.db, user.id)).map((account) => account.currency) };
}

/**
 * Opens Stripe's Customer Portal for the caller: their cards, billing address and invoices, for
 * their Stripe customer in `currency` (Stripe keeps one currency per customer, so each currency
 * they bought in has its own), or the one they last paid from. It comes back to /subscription.
 * The route lets customers only through (admins get 403 billing.customers_only).
 */
export async function openBillingPortal(deps: BillingDeps, user: CurrentUser, currency?: Currency): Promise<{ url: string }> {
  const customer = currency
    ? (await listPayingStripeCustomers(deps.db, user.id)).find((account) => account.currency === currency)?.stripeCustomerId
    : await findLatestPayingStripeCustomerId(deps.db, user.id);
  if (!customer) throw billingErrors.noBillingAccount();
  const session = await callStripe(deps.log, 'create billing portal session', () =>
    deps.stripe.client.billingPortal.sessions.create({ customer, return_url: `${deps.publicUrl}/subscription` }),
  );
  return { url: session.url };
}
