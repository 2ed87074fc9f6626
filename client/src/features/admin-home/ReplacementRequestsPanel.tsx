import { UserRoundCog } from 'lucide-react';
import { Link } from 'react-router';

export const REPLACEMENT_REQUESTS_LABEL = 'Replacement requests';

/**
 * Shown on the admin home while customers wait for someone else in a seat: 'Replacement requests
 * (N)', linking to the Staffing list narrowed to those subscriptions, where the replacement is assigned.
 */
export function ReplacementRequestsPanel({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <section aria-labelledby="replacement-requests" className="mt-10 rounded-2xl border border-accent-400 bg-accent-100/40 p-5 shadow-sm">
      <h2 id="replacement-requests" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <UserRoundCog className="h-5 w-5 text-amber-800" aria-hidden="true" />
        <Link to="/staffing?replacementRequested=true" className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
          {REPLACEMENT_REQUESTS_LABEL} ({count})
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        {count === 1 ? 'A customer has' : 'Customers have'} asked for someone else in a seat. Choose a hired talent to take it over on Staffing.
      </p>
    </section>
  );
}
