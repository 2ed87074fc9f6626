import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

export const PAST_DUE_LABEL = 'Payment overdue';

/**
 * Shown on the admin home while a subscription's renewal is unpaid and Stripe retries it: 'Payment
 * overdue (N)', linking to the Staffing list narrowed to them. Not counted among the active ones:
 * the same lists (`subscriptionStandings`) decide both counts and the list's rows.
 */
export function PastDueSubscriptionsPanel({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="past-due-subscriptions" className="mt-10 rounded-2xl border border-amber-300 bg-amber-50 p-5 shadow-sm">
      <h2 id="past-due-subscriptions" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CreditCard className="h-5 w-5 text-amber-800" aria-hidden="true" />
        <Link to="/staffing?standing=past_due" className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
          {PAST_DUE_LABEL} ({count})
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {count === 1 ? "A subscription's renewal has" : "Subscriptions' renewals have"} not been paid. Stripe retries the payment; the talents keep
        working, and no new talent is placed until it is paid.
      </p>
    </section>
  );
}
