import { tsr } from '@/lib/api-client';
import { successOf } from '@/lib/api-errors';

export type CheckoutConfirmation = { status: 'paid' | 'pending' | 'unpaid' } | { status: 'unknown' };

/** Confirmations in flight, by session id: strict mode's second effect run must not send a second call. */
const inFlight = new Map<string, Promise<CheckoutConfirmation>>();

/**
 * Records the paid checkout now instead of waiting for the provider's webhook. A failure here is
 * not the customer's problem (the webhook records it too), so it resolves to 'unknown' rather than throwing.
 */
export function confirmCheckout(sessionId: string): Promise<CheckoutConfirmation> {
  const pending = inFlight.get(sessionId);
  if (pending) return pending;
  const request = (async (): Promise<CheckoutConfirmation> => {
    try {
      const answer = await tsr.billing.confirmCheckout.mutate({ params: { sessionId }, auth: 'required' });
      return { status: successOf(answer).body.status };
    } catch {
      return { status: 'unknown' };
    }
  })().finally(() => inFlight.delete(sessionId));
  inFlight.set(sessionId, request);
  return request;
}
