import type Stripe from 'stripe';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import { isUuid } from '../../lib/ids.js';
import type { BillingDeps } from './billing-deps.js';
import { ensureStripeCustomer } from './billing-customers.js';
import { callStripe, isStripeMissing } from '../../lib/stripe-calls.js';
import { billingErrors } from './billing.errors.js';
import { findBillingOrder, insertBillingOrder, setOrderCheckoutSession } from './billing-orders.repository.js';
import { priceSelection, type PricedSelection } from './pricing.js';
import { syncSubscription } from './stripe-sync.js';

/** What the session and its subscription carry, so a webhook can name our order and its terms. */
function orderMetadata(orderId: string, priced: PricedSelection): Record<string, string> {
  return {
    orderId,
    plan: priced.plan,
    region: priced.region,
    billingCycle: priced.billingCycle,
    talents: String(priced.talents),
    months: priced.months === null ? '' : String(priced.months),
    unitAmount: String(priced.unitAmount),
    quotedTotal: String(priced.quotedTotal),
  };
}

/**
 * Creates our order row and a Checkout Session in subscription mode priced by the server: one
 * line of `talents` units at the catalogue price, recurring monthly or yearly. Answers Stripe's
 * hosted page address. Cards only (docs/decisions.md, "Checkout takes cards only"), and the buyer
 * gives a billing address, saved on their Stripe customer (reused for every order in that
 * currency), so invoices carry it and the admin's Address column shows it.
 */
export async function createCheckoutSession(deps: BillingDeps, user: CurrentUser, selection: SubscriptionSelection): Promise<{ url: string }> {
  const priced = priceSelection(selection);
  const customerId = await ensureStripeCustomer(deps, user, priced.currency);
  const orderId = await insertBillingOrder(deps.db, {
    userId: user.id,
    plan: priced.plan,
    region: priced.region,
    billingCycle: priced.billingCycle,
    talents: priced.talents,
    months: priced.months,
    currency: priced.currency,
    unitAmount: priced.unitAmount,
    quotedTotal: priced.quotedTotal,
    description: priced.description,
  });
  const metadata = orderMetadata(orderId, priced);
  const session = await callStripe(deps.log, 'create checkout session', () =>
    deps.stripe.client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        // payment_method_types is gone from this API version (2026-09-30.endive): this filters Stripe's own choice.
        allowed_payment_method_types: ['card'],
        billing_address_collection: 'required',
        customer_update: { address: 'auto', name: 'auto' },
        client_reference_id: orderId,
        line_items: [
          {
            quantity: priced.talents,
            price_data: {
              currency: priced.currency,
              unit_amount: priced.unitAmount,
              recurring: { interval: priced.interval },
              product_data: { name: priced.planName, description: priced.description },
            },
          },
        ],
        metadata,
        subscription_data: { metadata, description: priced.description },
        success_url: `${deps.publicUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${deps.publicUrl}/payment-failure`,
      },
      { idempotencyKey: `checkout-session:${orderId}` },
    ),
  );
  await setOrderCheckoutSession(deps.db, orderId, session.id);
  if (!session.url) throw billingErrors.paymentsUnavailable();
  return { url: session.url };
}

type ConfirmationStatus = 'paid' | 'pending' | 'unpaid';

function confirmationStatus(session: Stripe.Checkout.Session): ConfirmationStatus {
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired' || (session.status === 'complete' && session.payment_status === 'unpaid')) return 'unpaid';
  return 'pending';
}

/**
 * The success page's call: fulfils the caller's own session at once (the same sync the webhook
 * runs), so the page and the tables are right even before Stripe's event arrives.
 */
export async function confirmCheckout(deps: BillingDeps, user: CurrentUser, sessionId: string) {
  let session: Stripe.Checkout.Session;
  try {
    session = await deps.stripe.client.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isStripeMissing(error)) throw billingErrors.checkoutNotFound();
    return callStripe(deps.log, 'retrieve checkout session', () => Promise.reject(error));
  }
  const orderId = session.client_reference_id;
  const order = orderId && isUuid(orderId) ? await findBillingOrder(deps.db, orderId) : undefined;
  // Someone else's session, or one this site did not create: it does not exist for this caller.
  if (!order || order.userId !== user.id) throw billingErrors.checkoutNotFound();

  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
  if (subscriptionId) await callStripe(deps.log, 'sync subscription', () => syncSubscription(deps, subscriptionId));
  return { status: confirmationStatus(session), subscriptionId };
}
