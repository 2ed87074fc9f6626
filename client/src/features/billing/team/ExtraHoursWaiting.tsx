import { useId } from 'react';
import { formatMinorUnits } from '@contract/money';
import type { TeamBillingSubscription } from '@contract/team-billing';
import { teamBillingTexts } from './team-billing-texts';

const texts = teamBillingTexts.extraHours;

/** Quarter hours as hours: 16 → '4 h', 17 → '4.25 h', -8 → '−2 h' (a credit after a settlement, signed as its invoice line is). */
export function hoursText(quarterHours: number): string {
  return `${quarterHours < 0 ? '−' : ''}${(Math.abs(quarterHours) / 4).toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
}

/**
 * A subscription's extra hours waiting for its next invoice: each approved week's line (its week,
 * what the invoice will say, the hours and the amount), their total, and the rate they are billed
 * at; or, before any, when they will appear.
 */
export function ExtraHoursWaiting({ billing, subscriptionName }: { billing: TeamBillingSubscription; subscriptionName?: string }) {
  const headingId = useId();
  const { currency, extraHoursWaiting: lines } = billing;
  return (
    // A customer with several subscriptions has one such section each: its name says whose it is.
    <section {...(subscriptionName ? { 'aria-label': `${texts.title}: ${subscriptionName}` } : { 'aria-labelledby': headingId })} className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="text-base font-bold text-slate-900">
          {texts.title}
        </h3>
        {billing.extraHourRate !== null ? <p className="text-slate-700">{texts.rate(formatMinorUnits(billing.extraHourRate, currency))}</p> : null}
      </div>
      {lines.length === 0 ? (
        <p className="mt-2 text-slate-700">{texts.empty}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{texts.intro}</p>
          <ul className="mt-2 divide-y divide-slate-100">
            {lines.map((line) => (
              <li key={line.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{line.description}</p>
                  <p className="text-slate-700">
                    {texts.week(line.weekStart)} · {hoursText(line.quarterHours)}
                  </p>
                </div>
                <p className="font-semibold whitespace-nowrap text-slate-900">{formatMinorUnits(line.amount, line.currency)}</p>
              </li>
            ))}
          </ul>
          <p className="mt-1 flex flex-wrap justify-between gap-x-4 border-t border-slate-200 pt-2 font-semibold text-slate-900">
            <span>{texts.total}</span>
            <span className="whitespace-nowrap">{formatMinorUnits(billing.extraHoursWaitingTotal, currency)}</span>
          </p>
        </>
      )}
    </section>
  );
}
