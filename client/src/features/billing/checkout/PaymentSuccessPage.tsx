import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSession } from '@/lib/session';
import { forgetCheckoutSelection } from '@/lib/subscription';
import { buttonClasses } from '@/ui/Button';
import { PageTitle } from '@/lib/page-meta';
import { checkoutConfirmationQuery, type CheckoutConfirmation } from '@/features/billing/api/checkout';

const confirmationTexts: Record<CheckoutConfirmation['status'], string | null> = {
  paid: 'Your subscription is active.',
  pending: 'Your payment is still being processed; your subscription will appear in your list shortly.',
  unpaid: 'Your payment is still being processed; your subscription will appear in your list shortly.',
  unknown: null,
};

/** /payment-success: where the provider sends the customer back after paying (`?session_id=`). */
export function PaymentSuccessPage() {
  const [searchParams] = useSearchParams();
  const sessionId = searchParams.get('session_id');
  const { user } = useSession();
  const { data: confirmation } = useQuery({ ...checkoutConfirmationQuery(sessionId ?? ''), enabled: Boolean(sessionId && user) });

  useEffect(() => {
    forgetCheckoutSelection();
  }, []);

  const confirmationText = confirmation ? confirmationTexts[confirmation.status] : null;

  return (
    <section className="flex min-h-screen flex-1 flex-col items-center justify-center bg-slate-50 px-4 py-16 text-center">
      <PageTitle page={'Payment Successful'} />
      <div className="w-full max-w-lg rounded-2xl bg-white p-8 shadow-lg sm:p-10">
        <CheckCircle2 className="mx-auto h-16 w-16 text-green-600" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-brand-950">Payment Successful!</h1>
        <p className="mt-4 text-slate-700">Thank you for your purchase. We are glad to have you with us.</p>
        <p className="mt-2 text-slate-700">An email confirmation will follow shortly.</p>
        {confirmationText ? (
          <p role="status" className="mt-4 text-sm font-medium text-brand-800">
            {confirmationText}
          </p>
        ) : null}
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses('primary')}>
            Go back to Home
          </Link>
          {user ? (
            <>
              <Link to="/team" className={buttonClasses('outline')}>
                Your team
              </Link>
              <Link to="/subscription" className={buttonClasses('outline')}>
                View my subscriptions
              </Link>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
