import { CreditCard } from 'lucide-react';
import { useNavigate } from 'react-router';
import { readSubscription } from '@/lib/subscription';
import { storeSubscription } from '@/lib/subscription-store';
import { Button } from '@/ui/Button';

/**
 * Pays for the chosen subscription: keeps it and goes to the purchase disclaimer. Open to new buyers,
 * for whom the booking call is optional, and to customers adding a subscription (the spec's existing ones).
 */
export function PayNowBlock({ titleId }: { titleId: string }) {
  const navigate = useNavigate();

  const payNow = () => {
    const subscription = readSubscription();
    if (!subscription) {
      navigate('/', { replace: true });
      return;
    }
    storeSubscription(subscription);
    navigate('/purchasedisclaimer');
  };

  return (
    <div className="on-dark flex flex-col gap-5 rounded-2xl bg-brand-950 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div className="flex items-start gap-4">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-white/10 text-accent-400">
          <CreditCard className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h2 id={titleId} className="text-xl font-bold">
            Pay Now
          </h2>
          <p className="mt-1 text-slate-200">Ready to start? Pay for the subscription you chose; booking a call first is optional.</p>
          <p className="mt-1 text-sm text-slate-300">New here? You create your account on the next page. Already a customer? Log in there instead.</p>
        </div>
      </div>
      <Button variant="accent" onClick={payNow} className="w-full py-3 sm:w-auto sm:px-8">
        Pay now
      </Button>
    </div>
  );
}
