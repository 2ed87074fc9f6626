import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { useLoginPanel } from '@/lib/login-panel';
import { useSession } from '@/lib/session';
import { Button } from '@/ui/Button';
import { useExceedsOnlineCharge } from '@/lib/online-order-terms';
import { LargeOrderNotice } from '@/ui/LargeOrderNotice';

export const LOGIN_REQUIRED = 'User login is required. Please log in or create an account to proceed.';

/**
 * The disclaimer's acceptance: 'Proceed to payment' needs the box checked and a logged-in user.
 * A visitor instead gets a button that opens the login panel (in either order: tick, then log in, or the reverse).
 * An order too large to pay online keeps the button disabled and offers a quote instead.
 */
export function ProceedToPayment({ subscription }: { subscription?: SubscriptionSelection | undefined }) {
  const { user } = useSession();
  const loginPanel = useLoginPanel();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  // A stored choice whose first charge is more than Stripe takes at once (chosen before the pricing page said so).
  const tooLarge = useExceedsOnlineCharge(
    subscription && { planKey: subscription.role, region: subscription.region, cycle: subscription.billingCycle, talents: subscription.noOfRoles },
  );

  return (
    <div className="space-y-5 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <label className="flex items-start gap-3 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
          className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
        />
        I have read and accept the disclaimer.
      </label>
      {tooLarge ? <LargeOrderNotice /> : null}
      {user ? (
        <Button disabled={!accepted || tooLarge} onClick={() => navigate('/payment')} className="w-full py-3 sm:w-auto sm:px-10">
          Proceed to payment
        </Button>
      ) : (
        <Button variant="outline" onClick={loginPanel.open} className="w-full bg-white py-3 text-left sm:w-auto">
          <LogIn className="h-4 w-4 shrink-0" aria-hidden="true" />
          {LOGIN_REQUIRED}
        </Button>
      )}
    </div>
  );
}
