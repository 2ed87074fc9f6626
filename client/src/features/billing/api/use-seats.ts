import { tsr } from '@/lib/api-client';
import { invalidateKeys, staleAfter } from '@/lib/query-keys';
import { billingKeys, billingStaleAfter } from './billing-keys';

/**
 * What a seat added or removed makes stale: Your team's billing and the team itself (a seat opens
 * or leaves), the subscriptions (quantity, next charge), the payments (the proration's invoice),
 * and the admin's figures, as a paid checkout and a staffing change do.
 */
const seatStaleAfter = [billingKeys.teamBilling, ...billingStaleAfter.checkout, ...staleAfter.staffingChange];

function useRefetchAfterSeatChange() {
  const queryClient = tsr.useQueryClient();
  // Not awaited: the dialog closes on the answer, the page follows when the reads come back. After
  // a refusal too: a 409 (a seat already waiting or leaving) means the page is behind.
  return () => void invalidateKeys(queryClient, seatStaleAfter);
}

/** POST /team/subscriptions/{id}/seats/preview: what one more seat charges now (prorated) and from the next renewal, from Stripe's invoice preview. */
export function usePreviewAddSeat() {
  return tsr.teamBilling.previewAddSeat.useMutation();
}

/**
 * POST /team/subscriptions/{id}/seats with the preview's proration time and amount: 'added' (paid)
 * or 'payment_required' (nothing changes until its invoice is paid); after any answer the team and
 * its billing are read again. A 409 `billing.amount_changed` asks for a new preview.
 */
export function useAddSeat() {
  const refetch = useRefetchAfterSeatChange();
  return tsr.teamBilling.addSeat.useMutation({ onSettled: refetch });
}

/** POST /team/subscriptions/{id}/seats/remove: the seat leaves at the period's end (its talent, if any, works until then). */
export function useRemoveSeat() {
  const refetch = useRefetchAfterSeatChange();
  return tsr.teamBilling.removeSeat.useMutation({ onSettled: refetch });
}
