import type Stripe from 'stripe';
import type { BillingDeps } from './billing-deps.js';
import { isTransientStripeError, stripeErrorType } from '../../lib/stripe-calls.js';
import { billingErrors } from './billing.errors.js';
import { isStripeEventStored } from './stripe-events.repository.js';
import { idOf } from './stripe-snapshots.js';
import { recordEventOnly, syncChargeRefunds, syncInvoice, syncSubscription, type SyncOutcome } from './stripe-sync.js';

/** The events this site acts on; every other type is acknowledged and left alone. */
async function dispatch(deps: BillingDeps, event: Stripe.Event): Promise<SyncOutcome | 'unused'> {
  const ref = { id: event.id, type: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = idOf(event.data.object.subscription);
      return subscriptionId ? syncSubscription(deps, subscriptionId, { event: ref }) : recordEventOnly(deps, ref);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return syncSubscription(deps, event.data.object.id, { event: ref });
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return syncInvoice(deps, event.data.object.id!, ref);
    case 'charge.refunded':
    case 'refund.created':
    case 'refund.updated': {
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId ? syncChargeRefunds(deps, paymentIntentId, ref) : recordEventOnly(deps, ref);
    }
    default:
      return 'unused';
  }
}

/**
 * Checks the signature over the raw body (400, nothing written, when it is missing or wrong), then
 * syncs what the event names. A failure that may pass (Stripe or the database unreachable)
 * answers 503 so Stripe delivers again; an event about an object Stripe no longer knows is
 * acknowledged, since a retry cannot help.
 */
export async function handleStripeWebhook(deps: BillingDeps, rawBody: unknown, signature: string | string[] | undefined) {
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature === '') throw billingErrors.badSignature();
  let event: Stripe.Event;
  try {
    event = deps.stripe.client.webhooks.constructEvent(rawBody, signature, deps.stripe.webhookSecret);
  } catch {
    throw billingErrors.badSignature();
  }
  try {
    if (await isStripeEventStored(deps.db, event.id)) return;
    const outcome = await dispatch(deps, event);
    deps.log.info({ eventId: event.id, eventType: event.type, outcome }, 'stripe: event handled');
  } catch (error) {
    const type = stripeErrorType(error);
    if (type !== undefined && !isTransientStripeError(error)) {
      deps.log.warn({ err: error, eventId: event.id, eventType: event.type }, 'stripe: event refers to something Stripe refuses; acknowledged');
      return;
    }
    deps.log.error({ err: error, eventId: event.id, eventType: event.type }, 'stripe: event not handled; Stripe will retry');
    throw billingErrors.retryLater();
  }
}
