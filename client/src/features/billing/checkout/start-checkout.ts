import type { SubscriptionSelection } from '@contract/subscription-selection';
import { tsr } from '@/lib/api-client';
import { failedStatusOf, SessionError, successOf } from '@/lib/api-errors';
import { setSubscriptionAsideForRetry } from '@/lib/subscription';

/** Where /payment goes next: the provider's checkout page, the failure page, or a session problem to show. */
export type CheckoutOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'failed' }
  | { kind: 'session'; message: string };

/**
 * Requests in flight, by selection. React's strict mode runs the page's effect twice; both runs
 * get the same promise, so one visit sends exactly one createSubscribe.
 */
const inFlight = new Map<string, Promise<CheckoutOutcome>>();

async function requestCheckout(selection: SubscriptionSelection): Promise<CheckoutOutcome> {
  try {
    const answer = successOf(await tsr.billing.createSubscribe.mutate({ body: selection, auth: 'required' }));
    const { url } = answer.body;
    if (url === '') {
      console.warn('Checkout answered without a url', answer.body);
      return { kind: 'failed' };
    }
    return { kind: 'redirect', url };
  } catch (error) {
    if (error instanceof SessionError) return { kind: 'session', message: error.message };
    // A refusal goes to the failure page as it is; anything else is worth a note in the console.
    if (failedStatusOf(error) === undefined) console.warn('Checkout request failed', error);
    return { kind: 'failed' };
  }
}

/**
 * Asks the server for a Checkout Session for `selection`. Whatever the outcome, the chosen
 * subscription is then cleared (spec) and set aside for 'Retry Payment'.
 */
export function startCheckout(selection: SubscriptionSelection): Promise<CheckoutOutcome> {
  const key = JSON.stringify(selection);
  const pending = inFlight.get(key);
  if (pending) return pending;
  const request = requestCheckout(selection).finally(() => {
    setSubscriptionAsideForRetry(selection);
    inFlight.delete(key);
  });
  inFlight.set(key, request);
  return request;
}
