import type { BillingDeps } from './billing-deps.js';
import type { SyncTarget } from './stripe-events.js';
import { upsertStripeEventFailure } from './stripe-events.repository.js';
import type { StripeEventRef } from './stripe-sync.js';

/** Stripe key-like words (sk_live_…, rk_test_…, whsec_…) cut from an error before an admin screen shows it. */
const SECRET_LIKE = /\b(sk|rk|pk|whsec)_[A-Za-z0-9_]+/g;

/** An error's message as the admin home shows it: no secrets, not the stack, at most 1,000 characters. */
export function failureText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(SECRET_LIKE, '$1_…').slice(0, 1_000);
}

/**
 * An event's last try failed: it is kept for the admin home, since pg-boss forgets failed tasks
 * after a week. Not being able to keep it is logged; the task still ends failed.
 */
export async function keepFailedEvent(
  deps: Pick<BillingDeps, 'db' | 'log'>,
  failed: { event: StripeEventRef; target: SyncTarget; created: number | undefined; tries: number },
  error: unknown,
): Promise<void> {
  try {
    await upsertStripeEventFailure(deps.db, {
      eventId: failed.event.id,
      eventType: failed.event.type,
      target: failed.target,
      eventCreated: failed.created ?? null,
      tries: failed.tries,
      error: failureText(error),
    });
  } catch (keepError) {
    deps.log.error({ err: keepError, eventId: failed.event.id }, 'stripe: a failed event could not be kept for the admin home');
  }
}
