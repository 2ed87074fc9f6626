import { Link } from 'react-router';
import { findPlan } from '@contract/catalogues/plans';
import { regionInfo } from '@contract/catalogues/regions';
import type { SubscriptionSelection } from '@contract/subscription-selection';

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

const NOT_KNOWN_YET = '—';

/**
 * The plan chosen on the pricing page, as a short list of facts. Undefined while the page is
 * server HTML (the choice is kept in the browser): then the same frame with dashes and a note
 * pointing to the pricing page, line for line the size of the filled one, so nothing below moves
 * when the plan is read; a browser without JavaScript shows just that.
 */
export function SubscriptionSummary({ subscription, titleId }: { subscription: SubscriptionSelection | undefined; titleId: string }) {
  const isMonthly = subscription?.billingCycle !== 'yearly';
  const facts = [
    { label: 'Plan', value: subscription ? (findPlan(subscription.role)?.name ?? subscription.role) : NOT_KNOWN_YET },
    { label: 'Talents', value: subscription ? plural(subscription.noOfRoles, 'talent') : NOT_KNOWN_YET },
    // Two lines at every width, so the frame keeps its size whatever the term.
    {
      label: 'Billing',
      value: subscription ? (isMonthly ? 'Monthly' : 'Annual') : NOT_KNOWN_YET,
      detail: subscription ? (isMonthly ? `for ${plural(subscription.noOfMonths, 'month')}` : 'for 1 year') : '\u00a0',
    },
    { label: 'Region', value: subscription ? regionInfo[subscription.region].label : NOT_KNOWN_YET },
  ];

  return (
    <div className="rounded-2xl border border-brand-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-baseline sm:justify-between sm:gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-brand-950">
          Your selected subscription
        </h2>
        <p className="text-2xl font-bold text-brand-800">
          {subscription ? subscription.showAmount : NOT_KNOWN_YET}
          {subscription ? <span className="ml-1 text-sm font-medium text-slate-600">{isMonthly ? 'total' : 'per year'}</span> : null}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">
              {fact.value}
              {fact.detail ? <span className="block text-sm font-normal text-slate-600">{fact.detail}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      {subscription ? (
        subscription.description ? <p className="mt-4 text-sm text-slate-700">{subscription.description}</p> : null
      ) : (
        <p className="mt-4 text-sm text-slate-700">
          Choose a plan on the{' '}
          <Link to="/pricing" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
            pricing page
          </Link>{' '}
          and it shows here.
        </p>
      )}
    </div>
  );
}
