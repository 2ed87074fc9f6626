import type { ReactNode } from 'react';
import { loadErrorText } from '@/lib/api-errors';
import { useRevenueSummary } from '@/features/billing/api/use-revenue-summary';
import { currencyCode, formatCents } from '@/features/billing/billing-format';

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
          {currencyCode(currency)} {formatCents(amount)}
          {count === undefined ? null : <span className="ml-1 text-sm font-medium text-slate-600">({count})</span>}
        </li>
      ))}
    </ul>
  );
}

/** Admin: the revenue figures above the payments table. */
export function RevenueStrip() {
  const summary = useRevenueSummary();
  if (summary.isPending) {
    // The figures' own boxes, so nothing below moves when the numbers arrive.
    return (
      <div>
        <p role="status" className="sr-only">
          Loading revenue summary...
        </p>
        <dl aria-hidden="true" className="grid gap-3 sm:grid-cols-3">
          {['Active subscriptions', 'Monthly recurring revenue', 'Refunds this month'].map((label) => (
            <Figure key={label} label={label}>
              <span className="text-slate-500">…</span>
            </Figure>
          ))}
        </dl>
      </div>
    );
  }
  if (summary.isError) return <p className="text-sm text-red-700">{loadErrorText(summary.error)}</p>;
  const { activeSubscriptions, monthlyRecurringRevenue, refundsThisMonth, disputed } = summary.data;
  return (
    <dl aria-label="Revenue summary" className="grid gap-3 sm:grid-cols-3">
      <Figure label="Active subscriptions">{activeSubscriptions}</Figure>
      <Figure label="Monthly recurring revenue">
        <PerCurrency amounts={monthlyRecurringRevenue} />
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
  );
}
