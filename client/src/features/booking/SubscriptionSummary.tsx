import { findPlan } from '@contract/catalogues/plans';
import { regionInfo } from '@contract/catalogues/regions';
import type { SubscriptionSelection } from '@contract/subscription-selection';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** The plan chosen on the pricing page, as a short list of facts. */
export function SubscriptionSummary({ subscription, titleId }: { subscription: SubscriptionSelection; titleId: string }) {
  const planName = findPlan(subscription.role)?.name ?? subscription.role;
  const isMonthly = subscription.billingCycle === 'monthly';
  const facts = [
    { label: 'Plan', value: planName },
    { label: 'Talents', value: plural(subscription.noOfRoles, 'talent') },
    { label: 'Billing', value: isMonthly ? `Monthly, ${plural(subscription.noOfMonths, 'month')}` : 'Annual' },
    { label: 'Region', value: regionInfo[subscription.region].label },
  ];

  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-brand-950">
          Your selected subscription
        </h2>
        <p className="text-2xl font-bold text-brand-800">
          {subscription.showAmount}
          <span className="ml-1 text-sm font-medium text-slate-600">{isMonthly ? 'total' : 'per year'}</span>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {subscription.description ? <p className="mt-4 text-sm text-slate-700">{subscription.description}</p> : null}
    </div>
  );
}
