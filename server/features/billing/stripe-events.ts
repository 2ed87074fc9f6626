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

/** Stripe's default tolerance (seconds) between a signature's timestamp and our clock. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature header's timestamp, read as the SDK reads it (the last `t=` element), or undefined
 * when there is none.
 */
function signatureTimestamp(header: string): number | undefined {
  let timestamp: number | undefined;
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
  }
  return timestamp !== undefined && Number.isFinite(timestamp) ? timestamp : undefined;
}

/**
 * The SDK's `constructEvent` refuses a signature older than the tolerance but accepts one from any
 * time ahead; this refuses the future side too, so a signature made for later cannot be kept and
 * replayed then.
 */
function isDatedAhead(header: string, nowMs: number): boolean {
  const timestamp = signatureTimestamp(header);
  return timestamp === undefined || timestamp - Math.floor(nowMs / 1000) > SIGNATURE_TOLERANCE_SECONDS;
}

/**
 * Checks the signature over the raw body (400, nothing written, when it is missing, wrong, or dated
 * more than the tolerance from now either way), then syncs what the event names. A failure that may pass (Stripe or the database unreachable)
 * answers 503 so Stripe delivers again; an event about an object Stripe no longer knows is
 * acknowledged, since a retry cannot help.
 */
export async function handleStripeWebhook(deps: BillingDeps, rawBody: unknown, signature: string | string[] | undefined) {
  if (!Buffer.isBuffer(rawBody) || typeof signature !== 'string' || signature === '') throw billingErrors.badSignature();
  const receivedAt = Date.now();
  let event: Stripe.Event;
  try {
    event = deps.stripe.client.webhooks.constructEvent(rawBody, signature, deps.stripe.webhookSecret, SIGNATURE_TOLERANCE_SECONDS, undefined, receivedAt);
  } catch {
    throw billingErrors.badSignature();
  }
  if (isDatedAhead(signature, receivedAt)) throw billingErrors.badSignature();
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
