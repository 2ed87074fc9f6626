import { CreditCard } from 'lucide-react';
import { CountedAttentionPanel } from './AttentionPanel';

export const PAST_DUE_LABEL = 'Payment overdue';

/**
 * Shown on the admin home while a subscription's renewal is unpaid and Stripe retries it: 'Payment
 * overdue (N)', linking to the Staffing list narrowed to them. Not counted among the active ones:
 * the same lists (`subscriptionStandings`) decide both counts and the list's rows.
 */
export function PastDueSubscriptionsPanel({ count }: { count: number }) {
  return (
    <CountedAttentionPanel headingId="past-due-subscriptions" tone="overdue" icon={CreditCard} to="/staffing?standing=past_due" label={PAST_DUE_LABEL} count={count}>
      {count === 1 ? "A subscription's renewal has" : "Subscriptions' renewals have"} not been paid. Stripe retries the payment; the talents keep working,
      and no new talent is placed until it is paid.
    </CountedAttentionPanel>
  );
}
