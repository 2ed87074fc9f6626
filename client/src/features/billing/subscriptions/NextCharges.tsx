import { Link } from 'react-router';
import { nextChargeTexts, type NextCharge } from '@contract/billing';
import { formatMinorUnits } from '@contract/money';
import { loadErrorText } from '@/lib/api-errors';
import { formatCalendarDay } from '@/lib/dates';
import { useNextCharges } from '@/features/billing/api/use-next-charges';

/** 'Next charge: A$3,270.00 on December 28, 2026' (the day in UTC, as the invoices list gives its days). */
export function nextChargeText(charge: Extract<NextCharge, { unavailable: false }>): string {
  return `Next charge: ${formatMinorUnits(charge.amountDue, charge.currency)} on ${formatCalendarDay(charge.date)}`;
}

function ChargeOf({ charge }: { charge: NextCharge }) {
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <p className="font-semibold text-slate-900">{charge.description}</p>
      {charge.unavailable ? (
        <p className="text-slate-700">{nextChargeTexts.unavailable}</p>
      ) : (
        <>
          <p className="font-medium text-brand-900">{nextChargeText(charge)}</p>
          {/* What that invoice holds: the seats, then any extra hours waiting for it. */}
          <ul className="mt-1 space-y-0.5 text-slate-700">
            {charge.lines.map((line, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-x-4">
                <span className="min-w-0 break-words">{line.description}</span>
                <span className="whitespace-nowrap">{formatMinorUnits(line.amount, charge.currency)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * Above a customer's subscriptions: what each renewing one will charge next and when, from
 * Stripe's invoice preview, loaded apart (the list never waits for Stripe), and the way to every
 * invoice so far.
 */
export function NextCharges() {
  const charges = useNextCharges();
  return (
    <section aria-labelledby="next-charges-title" className="mt-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm first:mt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="next-charges-title" className="text-base font-semibold text-slate-900">
          {nextChargeTexts.title}
        </h2>
        <Link to="/payments" className="font-semibold text-brand-700 underline">
          {nextChargeTexts.allInvoices}
        </Link>
      </div>
      <div className="mt-2" aria-live="polite" aria-busy={charges.isPending || undefined}>
        {charges.isPending ? (
          <p className="text-slate-700">{nextChargeTexts.loading}</p>
        ) : charges.isError ? (
          <p role="alert" className="text-red-800">
            {loadErrorText(charges.error, nextChargeTexts.failed)}
          </p>
        ) : charges.data.length === 0 ? (
          <p className="text-slate-700">{nextChargeTexts.none}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {charges.data.map((charge) => (
              <ChargeOf key={charge.subscriptionId} charge={charge} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
