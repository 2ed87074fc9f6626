import type Stripe from 'stripe';
import type { SubscriptionSelection } from '../../../contract/subscription-selection.js';
import type { CurrentUser } from '../../plugins/auth-guard.js';
import { isUuid } from '../../lib/ids.js';
import type { BillingDeps } from './billing-deps.js';
import { ensureStripeCustomer, replaceMissingStripeCustomer } from './billing-customers.js';
import { callStripe, isStripeMissing } from '../../lib/stripe-calls.js';
import { billingErrors } from './billing.errors.js';
import { closeOpenOrder, findBillingOrder, findOpenOrder, insertBillingOrder, setOrderCheckoutSession } from './billing-orders.repository.js';
import type { BillingOrderRow } from './billing.table.js';
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

/** A Checkout Session is payable for an hour; an abandoned one expires then and closes its order. */
export const CHECKOUT_SESSION_LIFETIME_SECONDS = 3_600;
/** An open session about to expire is not handed out again: the buyer would not have time to pay. */
const REUSE_MARGIN_MS = 5 * 60_000;

/** What was chosen, as one key: a customer has at most one open order per key. */
function selectionKeyOf(priced: PricedSelection): string {
  return [priced.plan, priced.region, priced.billingCycle, priced.talents, priced.months ?? ''].join('|');
}

/**
 * One payable session per customer and selection: while an order for the same selection is open
 * (its session not expired), the customer is sent to that session's page again instead of a
 * second one that could also be paid (two subscriptions). Checked under a lock named after the
 * customer and selection (held across the Stripe call, never in a transaction), and held by the
 * database: one open order per customer and selection (a partial unique index).
 */
export async function createCheckoutSession(deps: BillingDeps, user: CurrentUser, selection: SubscriptionSelection): Promise<{ url: string }> {
  const priced = priceSelection(selection, deps.stripeTax === true);
  const selectionKey = selectionKeyOf(priced);
  return deps.whileLocked(`checkout:${user.id}:${selectionKey}`, async () => {
    const open = await findOpenOrder(deps.db, user.id, selectionKey);
    if (open?.checkoutUrl && open.expiresAt && open.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS) return { url: open.checkoutUrl };
    // Its session is about to run out, has (its expiry event may still be on the way), or was never made.
    if (open) await retireOpenOrder(deps, open);
    return createNewCheckoutSession(deps, user, priced, selectionKey);
  });
}

/**
 * Closes an open order before its selection gets a new session. A session still open at Stripe is
 * expired there first, so only one can ever be paid; one the customer paid meanwhile is not
 * replaced (409: the subscription is on its way).
 */
async function retireOpenOrder(deps: BillingDeps, open: BillingOrderRow): Promise<void> {
  if (open.checkoutSessionId) {
    const sessionId = open.checkoutSessionId;
    const session = await callStripe(deps.log, 'retrieve checkout session', () => deps.stripe.client.checkout.sessions.retrieve(sessionId));
    if (session.status === 'complete') throw billingErrors.checkoutAlreadyPaid();
    if (session.status === 'open') await callStripe(deps.log, 'expire checkout session', () => deps.stripe.client.checkout.sessions.expire(sessionId));
  }
  await closeOpenOrder(deps.db, { orderId: open.id }, open.checkoutSessionId ? 'expired' : 'failed');
}

/**
 * Creates our order row and a Checkout Session in subscription mode priced by the server: one
 * line of `talents` units at the catalogue price, recurring monthly or yearly. Answers Stripe's
 * hosted page address. Cards only (docs/decisions.md, "Checkout takes cards only"), and the buyer
 * gives a billing address, saved on their Stripe customer (reused for every order in that
 * currency), so invoices carry it and the admin's Address column shows it.
 */
async function createNewCheckoutSession(deps: BillingDeps, user: CurrentUser, priced: PricedSelection, selectionKey: string): Promise<{ url: string }> {
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
    selectionKey,
  });
  const metadata = orderMetadata(orderId, priced);
  const expiresAt = Math.floor(Date.now() / 1000) + CHECKOUT_SESSION_LIFETIME_SECONDS;
  const createSession = (customer: string, idempotencyKey: string) =>
    deps.stripe.client.checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
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
        expires_at: expiresAt,
        // Stripe Tax: tax from the billing address Checkout asks for (saved on the customer above),
        // and a business's tax ID, printed on its invoices.
        ...(deps.stripeTax ? { automatic_tax: { enabled: true }, tax_id_collection: { enabled: true } } : {}),
      },
      { idempotencyKey },
    );
  const session = await callStripe(deps.log, 'create checkout session', () =>
    createSession(customerId, `checkout-session:${orderId}`).catch(async (error: unknown) => {
      // The stored customer was deleted in the Dashboard: a new one, and a session under a key of its own.
      if (!isStripeMissing(error) || (error as { param?: string }).param !== 'customer') throw error;
      const replacement = await replaceMissingStripeCustomer(deps, user, priced.currency, customerId);
      return createSession(replacement, `checkout-session:${orderId}:${replacement}`);
    }),
  ).catch(async (error: unknown) => {
    // No session: the order must not hold the selection's one open place.
    await closeOpenOrder(deps.db, { orderId }, 'failed');
    throw error;
  });
  await setOrderCheckoutSession(deps.db, orderId, { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) });
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
