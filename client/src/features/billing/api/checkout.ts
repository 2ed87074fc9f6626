import { queryOptions } from '@tanstack/react-query';
import { tsr } from '@/lib/api-client';
import { failedStatusOf, SessionError, successOf } from '@/lib/api-errors';
import { invalidateKeys } from '@/lib/query-keys';
import { setSubscriptionAsideForRetry } from '@/lib/subscription';
import { billingKeys, billingStaleAfter } from './billing-keys';

/** Where /payment goes next: the provider's checkout page, the failure page, or a session problem to show. */
export type CheckoutOutcome = { kind: 'redirect'; url: string } | { kind: 'failed' } | { kind: 'session'; message: string };

/**
 * POST /stripe/createSubscribe: a Checkout Session for the chosen subscription. Whatever the
 * outcome, the chosen subscription is then cleared (spec) and set aside for 'Retry Payment'.
 */
export function useStartCheckout() {
  return tsr.billing.createSubscribe.useMutation({ onSettled: (_answer, _error, { body }) => setSubscriptionAsideForRetry(body) });
}

/** Where an answered checkout request goes: the provider's page, or the failure page for an answer without its address. */
export function checkoutAnswered({ body }: { body: { url: string } }): CheckoutOutcome {
  if (body.url === '') {
    console.warn('Checkout answered without a url', body);
    return { kind: 'failed' };
  }
  return { kind: 'redirect', url: body.url };
}

/** Where a failed checkout request goes: a session problem is shown, anything else goes to the failure page. */
export function checkoutFailed(error: unknown): CheckoutOutcome {
  if (error instanceof SessionError) return { kind: 'session', message: error.message };
  // A refusal goes to the failure page as it is; anything else is worth a note in the console.
  if (failedStatusOf(error) === undefined) console.warn('Checkout request failed', error);
  return { kind: 'failed' };
}

export type CheckoutConfirmation = { status: 'paid' | 'pending' | 'unpaid' } | { status: 'unknown' };

/**
 * POST /stripe/checkout-sessions/{id}/confirm, read as a query: it records the paid checkout now
 * instead of waiting for the provider's webhook, once per session (the cache answers strict mode's
 * second mount and any later render). A POST, so React Query's own options call it. A failure is
 * not the customer's problem (the webhook records it too): it reads 'unknown' rather than an error.
 * Either way the billing lists are fetched again.
 */
export const checkoutConfirmationQuery = (sessionId: string) =>
  queryOptions({
    queryKey: billingKeys.checkoutConfirmation(sessionId),
    queryFn: async ({ client }): Promise<CheckoutConfirmation> => {
      let confirmation: CheckoutConfirmation;
      try {
        const answer = await tsr.billing.confirmCheckout.mutate({ params: { sessionId }, auth: 'required' });
        confirmation = { status: successOf(answer).body.status };
      } catch {
        confirmation = { status: 'unknown' };
      }
      void invalidateKeys(client, billingStaleAfter.checkout);
      return confirmation;
    },
    staleTime: Infinity,
    retry: false,
  });
