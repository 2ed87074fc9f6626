import { XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { company } from '@contract/catalogues/company';
import { restoreSubscriptionForRetry } from '@/lib/subscription';
import { buttonClasses } from '@/ui/Button';
import { PageTitle } from '@/lib/page-meta';
import { CHECKOUT_FAILED_REASON } from './payment-failure-reason';

const outcomes = {
  canceled: {
    title: 'Payment Canceled',
    text: 'You left the checkout before the payment went through, so nothing was charged. If your card was declined there, you can try again with another card.',
  },
  failed: {
    title: 'Payment Failed',
    text: 'Your payment could not be started, so nothing was charged. Please try again.',
  },
} as const;

/**
 * /payment-failure: where the provider's Cancel lands (its `cancel_url`, bare), and where /payment
 * goes when the checkout could not be started (`?reason=failed`). A card the provider declines
 * is told on its page, which takes another card; leaving it from there lands here as a cancel.
 */
export function PaymentFailurePage() {
  const [searchParams] = useSearchParams();
  const outcome = outcomes[searchParams.get('reason') === CHECKOUT_FAILED_REASON ? 'failed' : 'canceled'];

  return (
    <section className="flex min-h-screen flex-1 flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <PageTitle page={outcome.title} />
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 shadow-lg sm:p-10">
        <XCircle className="mx-auto h-16 w-16 text-red-600" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-brand-950">{outcome.title}</h1>
        <p className="mt-4 text-slate-700">{outcome.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {/* /payment clears the chosen plan once it has asked for checkout; put it back for the retry. */}
          <Link to="/payment" onClick={() => restoreSubscriptionForRetry()} className={buttonClasses('primary')}>
            Retry Payment
          </Link>
          <Link to="/" className={buttonClasses('outline')}>
            Go back to Home
          </Link>
        </div>
        <p className="mt-8 text-sm text-slate-600">
          If the problem persists, contact us at{' '}
          <a href={`mailto:${company.helpEmail}`} className="font-semibold text-brand-700 underline">
            {company.helpEmail}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
