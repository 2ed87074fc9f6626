import type { ReactNode } from 'react';
import { formatMinorUnits } from '@contract/money';
import { loadErrorText } from '@/lib/api-errors';
import { useRevenueSummary } from '@/features/billing/api/use-revenue-summary';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-brand-950">{children}</dd>
    </div>
  );
}

function PerCurrency({ amounts }: { amounts: readonly { currency: string; amount: number; count?: number }[] }) {
  if (amounts.length === 0) return <>0.00</>;
  return (
    <ul>
      {amounts.map(({ currency, amount, count }) => (
        <li key={currency}>
          {formatMinorUnits(amount, currency)}
          {count === undefined ? null : <span className="ml-1 text-sm font-medium text-slate-600">({count})</span>}
        </li>
      ))}
    </ul>
  );
}

/** How this month's figures are counted, as the admin home's revenue chart counts them (docs/decisions/0191). */
export const revenueBasis = 'This month (UTC), before tax: payments by the day they were paid, less refunds and open or lost disputes.';

/** Admin: the revenue figures above the payments table. */
export function RevenueStrip() {
  const summary = useRevenueSummary();
  if (summary.isPending) {
    // The figures' own boxes and the line under them, so nothing below moves when the numbers arrive.
    return (
      <div>
        <p role="status" className="sr-only">
          Loading revenue summary...
        </p>
        <dl aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {['Active subscriptions', 'Monthly recurring revenue', 'Net revenue this month', 'Refunds this month'].map((label) => (
            <Figure key={label} label={label}>
              <span className="text-slate-500">…</span>
            </Figure>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">{revenueBasis}</p>
      </div>
    );
  }
  if (summary.isError) return <p className="text-sm text-red-700">{loadErrorText(summary.error)}</p>;
  const { activeSubscriptions, monthlyRecurringRevenue, netRevenueThisMonth, refundsThisMonth, disputed } = summary.data;
  return (
    <div>
      <dl aria-label="Revenue summary" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label="Active subscriptions">{activeSubscriptions}</Figure>
        <Figure label="Monthly recurring revenue">
          <PerCurrency amounts={monthlyRecurringRevenue} />
        </Figure>
        <Figure label="Net revenue this month">
          <PerCurrency amounts={netRevenueThisMonth} />
        </Figure>
        <Figure label="Refunds this month">
          <PerCurrency amounts={refundsThisMonth} />
        </Figure>
        {disputed.length > 0 && (
          <Figure label="Held or lost in disputes">
            <PerCurrency amounts={disputed} />
          </Figure>
        )}
      </dl>
      {/* Said once here so nobody compares these with the bank's totals, which include tax. */}
      <p className="mt-2 text-xs text-slate-600">{revenueBasis}</p>
    </div>
  );
}
