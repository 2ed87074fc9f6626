import type { FailedStripeEvent } from '../../../contract/billing.js';
import type { AuditContext } from '../audit/audit.public.js';
import { recordAdminAction } from '../audit/audit.public.js';
import { notFound } from '../../lib/errors.js';
import type { BillingDeps } from './billing-deps.js';
import { STRIPE_EVENT_TASK } from './stripe-events.js';

/** How many the admin home lists. */
const SHOWN = 50;

interface QueuedEvent {
  event?: { id?: unknown; type?: unknown };
}

/** Stripe events whose sync failed every try (kept a week), newest first, for the admin home. */
export async function listFailedStripeEvents(deps: Pick<BillingDeps, 'tasks'>): Promise<{ events: FailedStripeEvent[] }> {
  const failed = await deps.tasks.listFailed(STRIPE_EVENT_TASK, SHOWN);
  return {
    events: failed.map((task) => {
      const event = (task.data as QueuedEvent | null)?.event;
      return {
        id: task.id,
        eventId: typeof event?.id === 'string' ? event.id : 'unknown',
        eventType: typeof event?.type === 'string' ? event.type : 'unknown',
        tries: task.tries,
        failedAt: task.failedAt?.toISOString() ?? null,
        error: task.error,
      };
    }),
  };
}

/** "Try again": one more try now, recorded in the audit log; 404 when the task is not failed (any more). */
export async function retryFailedStripeEvent(deps: Pick<BillingDeps, 'tasks' | 'db' | 'log'>, taskId: string, audit: AuditContext) {
  const failed = await deps.tasks.retryFailed(STRIPE_EVENT_TASK, taskId);
  if (!failed) throw notFound('billing.stripe_event_not_failed', 'This Stripe event is not waiting to be tried again.');
  const event = (failed.data as QueuedEvent | null)?.event;
  await recordAdminAction(deps.db, {
    ...audit,
    action: 'stripe_event.retried',
    target: { type: 'stripe_event', id: typeof event?.id === 'string' ? event.id : taskId },
    detail: { eventType: typeof event?.type === 'string' ? event.type : undefined, tries: failed.tries },
  });
  deps.log.info({ taskId, eventId: event?.id }, 'stripe: failed event tried again by an admin');
  return { message: 'The event will be tried again now.' };
}
