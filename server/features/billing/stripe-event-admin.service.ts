import type { FailedStripeEvent } from '../../../contract/billing.js';
import type { AuditContext } from '../audit/audit.public.js';
import { recordAdminAction } from '../audit/audit.public.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { BillingDeps } from './billing-deps.js';
import { requeueStripeEvent, type SyncTarget } from './stripe-events.js';
import { deleteStripeEventFailure, dismissStripeEventFailure, listOpenStripeEventFailures, lockStripeEventFailure } from './stripe-events.repository.js';

/** How many the admin home lists. */
const SHOWN = 50;

const notListed = () => notFound('billing.stripe_event_not_failed', 'This Stripe event is not waiting to be tried again.');

/** Stripe events whose sync failed every try and that no admin tried again or dismissed, newest first. */
export async function listFailedStripeEvents(deps: Pick<BillingDeps, 'db'>): Promise<{ events: FailedStripeEvent[] }> {
  const rows = await listOpenStripeEventFailures(deps.db, SHOWN);
  return {
    events: rows.map((row) => ({
      id: row.eventId,
      eventId: row.eventId,
      eventType: row.eventType,
      tries: row.tries,
      failedAt: row.failedAt.toISOString(),
      error: row.error,
    })),
  };
}

/**
 * "Try again": a fresh chain of tries from what was kept (pg-boss may have forgotten the failed
 * task), queued with the audit row in one transaction that also takes the event off the list; a
 * chain that fails again lists it again. 404 when it is not listed (never failed, dismissed, or
 * tried again a moment ago by another admin).
 */
export async function retryFailedStripeEvent(deps: Pick<BillingDeps, 'tasks' | 'db' | 'log'>, eventId: string, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const failure = await lockStripeEventFailure(tx, eventId);
    if (!failure || failure.dismissedAt) throw notListed();
    await deleteStripeEventFailure(tx, eventId);
    const task = { event: { id: failure.eventId, type: failure.eventType }, target: failure.target as SyncTarget, ...(failure.eventCreated === null ? {} : { created: failure.eventCreated }) };
    await requeueStripeEvent(tx, deps.tasks, task);
    await recordAdminAction(tx, {
      ...audit,
      action: 'stripe_event.retried',
      target: { type: 'stripe_event', id: eventId },
      detail: { eventType: failure.eventType, tries: failure.tries },
    });
  });
  deps.log.info({ eventId }, 'stripe: failed event tried again by an admin');
  return { message: 'The event will be tried again now.' };
}

/**
 * "Dismiss": the event leaves the list without being applied (an admin settled it by hand); it is
 * kept, so the reconciliation does not queue it again. 404 for an event that never failed for
 * good, 409 when it was dismissed already.
 */
export async function dismissFailedStripeEvent(deps: Pick<BillingDeps, 'db' | 'log'>, eventId: string, audit: AuditContext) {
  await deps.db.transaction(async (tx) => {
    const failure = await lockStripeEventFailure(tx, eventId);
    if (!failure) throw notFound('billing.stripe_event_not_found', 'No failed Stripe event has this id.');
    if (failure.dismissedAt) throw conflict('billing.stripe_event_dismissed', 'This Stripe event was dismissed already.');
    await dismissStripeEventFailure(tx, eventId, audit.actor.id);
    await recordAdminAction(tx, {
      ...audit,
      action: 'stripe_event.dismissed',
      target: { type: 'stripe_event', id: eventId },
      detail: { eventType: failure.eventType, tries: failure.tries, error: failure.error },
    });
  });
  deps.log.info({ eventId }, 'stripe: failed event dismissed by an admin');
  return { message: 'The event was dismissed.' };
}
