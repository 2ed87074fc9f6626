import type Stripe from 'stripe';
import type { Database, Transaction } from '../../db/database.js';
import { isStripeMissing } from '../../lib/stripe-calls.js';
import type { TaskQueue } from '../../lib/task-queue.js';
import type { BillingDeps } from './billing-deps.js';
import { billingErrors } from './billing.errors.js';
import { forgetDeletedCustomer } from './billing-customers.js';
import { closeExpiredCheckout } from './checkout-expiry.js';
import { syncDispute } from './dispute-sync.js';
import { keepFailedEvent } from './stripe-event-failures.js';
import { deleteStripeEventFailure, hasStripeEventFailure, isStripeEventStored } from './stripe-events.repository.js';
import { idOf } from './stripe-snapshots.js';
import { recordEventOnly, syncChargeRefunds, syncInvoice, syncSubscription, type StripeEventRef, type SyncOutcome } from './stripe-sync.js';

/** The Stripe object an event asks us to sync, read from the event when it arrives. */
export type SyncTarget =
  | { kind: 'subscription'; id: string }
  | { kind: 'invoice'; id: string }
  | { kind: 'payment-intent'; id: string }
  | { kind: 'dispute'; id: string }
  | { kind: 'expired-checkout'; id: string }
  /** A customer deleted in the Dashboard: its stored id is forgotten, so the next checkout makes a new one. */
  | { kind: 'deleted-customer'; id: string }
  /** An event of a type we act on whose object is not ours to sync (a one-off payment's checkout). */
  | { kind: 'none' };

/** The event types this site acts on: enable these on the Stripe webhook endpoint (docs/operations.md). */
export const HANDLED_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.expired',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'invoice.payment_action_required',
  'customer.deleted',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
] as const;
const handledTypes = new Set<string>(HANDLED_EVENT_TYPES);

/** undefined: a type we do not act on; null: one we act on, but its object lacks the id we need. */
function targetOf(event: Stripe.Event): SyncTarget | undefined | null {
  if (!handledTypes.has(event.type)) return undefined;
  const object = (event.data as unknown as { object?: Record<string, unknown> } | undefined)?.object;
  if (!object || typeof object !== 'object') return null;
  const objectId = typeof object.id === 'string' && object.id !== '' ? object.id : null;
  const linked = (field: string) => idOf(object[field] as string | { id: string } | null | undefined);
  switch (event.type) {
    case 'checkout.session.completed': {
      const subscriptionId = linked('subscription');
      return subscriptionId ? { kind: 'subscription', id: subscriptionId } : { kind: 'none' };
    }
    case 'checkout.session.expired':
      return objectId ? { kind: 'expired-checkout', id: objectId } : null;
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_action_required':
      return objectId ? { kind: 'invoice', id: objectId } : null;
    case 'customer.deleted':
      return objectId ? { kind: 'deleted-customer', id: objectId } : null;
    case 'charge.refunded':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
    case 'charge.refund.updated': {
      const paymentIntentId = linked('payment_intent');
      return paymentIntentId ? { kind: 'payment-intent', id: paymentIntentId } : { kind: 'none' };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated':
      return objectId ? { kind: 'dispute', id: objectId } : null;
    default:
      return objectId ? { kind: 'subscription', id: objectId } : null;
  }
}

/** Runs the sync an event asks for. */
function syncTarget(deps: BillingDeps, ref: StripeEventRef, target: SyncTarget): Promise<SyncOutcome> {
  switch (target.kind) {
    case 'subscription':
      return syncSubscription(deps, target.id, { event: ref });
    case 'invoice':
      return syncInvoice(deps, target.id, ref);
    case 'payment-intent':
      return syncChargeRefunds(deps, target.id, ref);
    case 'dispute':
      return syncDispute(deps, target.id, ref);
    case 'expired-checkout':
      return closeExpiredCheckout(deps, target.id, ref);
    case 'deleted-customer':
      return forgetDeletedCustomer(deps, target.id, ref);
    case 'none':
      return recordEventOnly(deps, ref);
  }
}

export const STRIPE_EVENT_TASK = 'stripe.event';
export const RECONCILE_TASK = 'stripe.reconcile';
/** `created`: Stripe's time of the event (Unix seconds), for the lag metric; absent on tasks queued before it was kept. */
export type StripeEventTask = { event: StripeEventRef; target: SyncTarget; created?: number };

/**
 * How each event's sync is retried: 9 retries, the first about a minute after the failure and each
 * wait twice the one before; pg-boss adds up to as much again at random to every wait, so the last
 * try comes between 8½ and 17 hours after the first (60 s × (2⁹ − 1), up to twice that). Then
 * the event is failed for good: kept in stripe_event_failures and listed on the admin home with
 * "Try again" and "Dismiss", never queued again by the reconciliation.
 */
export const STRIPE_EVENT_RETRY = { retryLimit: 9, retryDelaySeconds: 60 } as const;

/**
 * The sync of each event runs on the task queue, one chain of tries per event (STRIPE_EVENT_RETRY),
 * then kept as failed (stripe_event_failures) and logged at error. Only "this object no longer
 * exists at Stripe" is acknowledged and dropped. An event handled at last leaves the failed list.
 */
export function defineStripeEventTasks(tasks: TaskQueue, deps: BillingDeps): void {
  tasks.define<StripeEventTask>(STRIPE_EVENT_TASK, {
    ...STRIPE_EVENT_RETRY,
    retryBackoff: true,
    expireInSeconds: 300,
    concurrency: 2,
    policy: 'short',
    async run({ data: { event, target, created }, isLastTry }) {
      const log = deps.log.child({ eventId: event.id, eventType: event.type });
      try {
        const outcome = await syncTarget({ ...deps, log }, event, target);
        log.info({ outcome }, 'stripe: event handled');
        await settled(deps, event.id, created);
      } catch (error) {
        if (isStripeMissing(error)) {
          log.warn({ err: error }, 'stripe: event names an object Stripe no longer has; acknowledged');
          await recordEventOnly(deps, event);
          await settled(deps, event.id, created);
          return;
        }
        log.error({ err: error, lastTry: isLastTry }, isLastTry ? 'stripe: event could not be handled; given up' : 'stripe: event not handled yet; will try again');
        if (isLastTry) await keepFailedEvent(deps, { event, target, created, tries: STRIPE_EVENT_RETRY.retryLimit + 1 }, error);
        throw error;
      }
    },
  });
  tasks.define(RECONCILE_TASK, {
    retryLimit: 1,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 240,
    run: async () => {
      const queued = await reconcileStripeEvents(deps, new Date());
      if (queued > 0) deps.log.warn({ queued }, 'stripe: events missed by the webhook queued by the reconciliation');
    },
  });
  // Every five minutes: a delivery Stripe never made (or we lost) heals within minutes.
  tasks.schedule(RECONCILE_TASK, '*/5 * * * *');
}

/** An event handled: off the failed list (if a chain of it failed before), and counted. */
async function settled(deps: BillingDeps, eventId: string, created: number | undefined) {
  await deleteStripeEventFailure(deps.db, eventId);
  countSynced(deps, created);
}

/** An event handled: counted, with the time since Stripe created it. */
function countSynced(deps: BillingDeps, created: number | undefined) {
  if (!deps.metrics) return;
  deps.metrics.stripeEvents.inc({ stage: 'synced' });
  if (created !== undefined) deps.metrics.stripeEventLag.observe(Math.max(0, Date.now() / 1000 - created));
}

/**
 * How far back the reconciliation reads Stripe's events (as long as Stripe keeps them: 30 days;
 * handled events are kept as long, RETENTION.stripeEventsMs), and how recent ones it leaves to the webhook.
 */
export const RECONCILE_WINDOW = { lookBackMs: 30 * 24 * 3_600_000, settleMs: 60_000 } as const;

/** Stripe takes at most 20 types in one `events.list` call. */
export const MAX_TYPES_PER_LIST = 20;

/** The handled types in groups Stripe takes in one call each. */
export function eventTypeChunks(types: readonly string[] = HANDLED_EVENT_TYPES): string[][] {
  const chunks: string[][] = [];
  for (let start = 0; start < types.length; start += MAX_TYPES_PER_LIST) chunks.push(types.slice(start, start + MAX_TYPES_PER_LIST));
  return chunks;
}

/**
 * Lists the last 30 days' events of the types this site acts on whose delivery to a webhook has
 * not succeeded (a delivered one was queued by the webhook before it answered 2xx), every page of
 * them, in as many calls as Stripe's cap of 20 types asks, and queues the sync of each one not
 * handled yet; events younger than a minute are left to their delivery. An event already queued,
 * retrying, or failed for good (kept for the admin, dismissed or not) is not queued again: only
 * "Try again" does that. Answers how many were queued.
 */
export async function reconcileStripeEvents(deps: Pick<BillingDeps, 'db' | 'stripe' | 'tasks'>, now: Date): Promise<number> {
  const from = Math.floor((now.getTime() - RECONCILE_WINDOW.lookBackMs) / 1000);
  const until = Math.floor((now.getTime() - RECONCILE_WINDOW.settleMs) / 1000);
  let queued = 0;
  for (const types of eventTypeChunks()) {
    const listing = deps.stripe.client.events.list({ created: { gte: from, lte: until }, types, delivery_success: false, limit: 100 });
    // The SDK pages through every event the filter matches (starting_after each page's last).
    for await (const event of listing) {
      if ((await isStripeEventStored(deps.db, event.id)) || (await hasStripeEventFailure(deps.db, event.id))) continue;
      const target = targetOf(event);
      if (!target) continue;
      if (await queueStripeEvent(deps.db, deps.tasks, event, target)) queued += 1;
    }
  }
  return queued;
}

/**
 * "Try again" on an event that failed for good: a fresh chain of tries from what was kept, queued
 * in the caller's transaction. The failed task (if pg-boss still has it) does not hold the key for
 * this: only a waiting task would.
 */
export function requeueStripeEvent(tx: Transaction, tasks: TaskQueue, task: StripeEventTask): Promise<void> {
  return tasks.enqueue(tx, STRIPE_EVENT_TASK, task, { key: task.event.id });
}

/** Queues an event's sync, unless its chain of tries already exists; answers whether it was queued. */
function queueStripeEvent(db: Database, tasks: TaskQueue, event: Stripe.Event, target: SyncTarget): Promise<boolean> {
  const task: StripeEventTask = { event: { id: event.id, type: event.type }, target, created: event.created };
  return tasks.enqueueOnce(db, STRIPE_EVENT_TASK, task, event.id);
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
 * more than the tolerance from now either way), then queues the sync the event asks for and
 * answers: the answer waits on one insert, never on Stripe. A signed event of a type we act on
 * whose object lacks the id it needs is malformed (400). Only a database that cannot take the task
 * answers 503, so Stripe delivers again.
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
  if (typeof event.id !== 'string' || typeof event.type !== 'string') throw billingErrors.malformedEvent();
  const target = targetOf(event);
  if (target === undefined) return;
  if (target === null) {
    deps.log.warn({ eventId: event.id, eventType: event.type }, 'stripe: signed event without the object it names; refused');
    throw billingErrors.malformedEvent();
  }
  if (event.livemode !== deps.stripe.livemode) {
    deps.log.warn({ eventId: event.id, eventType: event.type, livemode: event.livemode }, 'stripe: event of the other mode (live/test) refused');
    throw billingErrors.wrongMode();
  }
  try {
    if (!(await isStripeEventStored(deps.db, event.id))) await queueStripeEvent(deps.db, deps.tasks, event, target);
  } catch (error) {
    deps.log.error({ err: error, eventId: event.id, eventType: event.type }, 'stripe: event could not be queued; Stripe will retry');
    throw billingErrors.retryLater();
  }
  // Accepted: queued now, or already handled or waiting (a redelivery).
  deps.metrics?.stripeEvents.inc({ stage: 'received' });
}
