import { XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '@contract/catalogues/company';
import { restoreSubscriptionForRetry } from '@/lib/subscription';
import { buttonClasses } from '@/ui/Button';
import { PageTitle } from '@/lib/page-meta';

/** /payment-failure: where a failed checkout, or the provider's Cancel, lands. */
export function PaymentFailurePage() {

  return (
    <section className="flex min-h-screen flex-1 flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <PageTitle page={'Payment Failed or Canceled'} />
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 shadow-lg sm:p-10">
        <XCircle className="mx-auto h-16 w-16 text-red-600" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-brand-950">Payment Failed or Canceled</h1>
        <p className="mt-4 text-slate-700">Your payment failed or was canceled. Please try again.</p>
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
          <a href={`mailto:${company.adminEmail}`} className="font-semibold text-brand-700 underline">
            {company.adminEmail}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
