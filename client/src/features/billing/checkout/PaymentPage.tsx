import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { billingMessages } from '@contract/billing';
import { loginPath } from '@/lib/login-path';
import { readRaw, storageKeys } from '@/lib/storage';
import { readSubscription, restoreSubscriptionForRetry } from '@/lib/subscription';
import { Alert } from '@/ui/Alert';
import { buttonClasses } from '@/ui/Button';
import { PageTitle } from '@/lib/page-meta';
import { checkoutAnswered, checkoutFailed, useStartCheckout, type CheckoutOutcome } from '@/features/billing/api/checkout';
import { CHECKOUT_FAILED_REASON } from './payment-failure-reason';

/** Spec: with no subscription chosen, /payment goes home after half a second. */
export const NO_SELECTION_REDIRECT_MS = 500;

/** /payment: creates the checkout for the chosen subscription and hands the browser to the provider's page. */
export function PaymentPage() {
  const navigate = useNavigate();
  // Read once per visit: the selection is cleared as soon as the request settles.
  const [selection] = useState(readSubscription);
  // Someone who never logged in is asked to, as every private page asks; the plan stays chosen.
  const [visitor] = useState(() => readRaw(storageKeys.user) === null);
  const [sessionProblem, setSessionProblem] = useState<string | null>(null);
  const { mutate: startCheckout } = useStartCheckout();
  // Strict mode runs the effect twice on one mount; the ref outlives both runs, so a visit asks once.
  const started = useRef(false);

  useEffect(() => {
    if (selection && visitor) return;
    if (!selection) {
      const timer = window.setTimeout(() => navigate('/', { replace: true }), NO_SELECTION_REDIRECT_MS);
      return () => window.clearTimeout(timer);
    }
    if (started.current) return;
    started.current = true;
    // These callbacks run only while the page is shown: a visitor who left is not sent anywhere.
    const go = (outcome: CheckoutOutcome) => {
      if (outcome.kind === 'redirect') window.location.assign(outcome.url);
      else if (outcome.kind === 'failed') navigate(`/payment-failure?reason=${CHECKOUT_FAILED_REASON}`, { replace: true });
      else setSessionProblem(outcome.message);
    };
    startCheckout({ body: selection, auth: 'required' }, { onSuccess: (answer) => go(checkoutAnswered(answer)), onError: (error) => go(checkoutFailed(error)) });
  }, [selection, visitor, navigate, startCheckout]);

  if (selection && visitor) return <Navigate to={loginPath('/payment')} replace />;

  if (sessionProblem) {
    return (
      <section className="mx-auto flex w-full max-w-lg flex-1 flex-col justify-center gap-6 px-4 py-16">
        <PageTitle page={'Payment'} />
        <h1 className="text-2xl font-bold text-brand-950">Payment</h1>
        <Alert tone="error">Error: {sessionProblem}</Alert>
        <p className="text-slate-700">Log in again and your chosen plan will be ready for payment.</p>
        <Link to="/login?next=/payment" onClick={() => restoreSubscriptionForRetry()} className={buttonClasses('primary', 'self-start')}>
          Log in
        </Link>
      </section>
    );
  }

  return (
    <section className="flex min-h-[60vh] flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <PageTitle page={'Payment'} />
      <Loader2 className="h-10 w-10 animate-spin text-brand-700 motion-reduce:animate-none" aria-hidden="true" />
      <p role="status" className="text-lg font-semibold text-brand-950">
        {billingMessages.preparing}
      </p>
    </section>
  );
}
