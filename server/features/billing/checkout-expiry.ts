import type { BillingDeps } from './billing-deps.js';
import { closeOpenOrder } from './billing-orders.repository.js';
import { runSync, type StripeEventRef, type SyncOutcome } from './stripe-sync.js';

/**
 * `checkout.session.expired`: the buyer left without paying and the hour ran out, so the order
 * is closed (a completed one stays completed) and its selection may be bought again with a new
 * session. Nothing to read from Stripe: the session's id is the whole fact.
 */
export async function closeExpiredCheckout(deps: BillingDeps, sessionId: string, event: StripeEventRef): Promise<SyncOutcome> {
  const outcome = await runSync(
    deps,
    `checkout-session:${sessionId}`,
    event,
    async () => undefined,
    (tx) => closeOpenOrder(tx, { checkoutSessionId: sessionId }, 'expired'),
  );
  if (outcome === 'duplicate') return outcome;
  deps.log.info({ sessionId, closed: outcome }, 'stripe: abandoned checkout expired');
  return outcome > 0 ? 'synced' : 'ignored';
}
