import { useEffect, type ReactNode } from 'react';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { PublicPageMeta } from '@/lib/PublicPageMeta';
import { wholePageLoad } from '@/lib/whole-page-load';
import { useStoredSubscription } from '@/lib/use-stored-subscription';

type SubscriptionPageProps = {
  path: '/getstarted' | '/purchasedisclaimer';
  /** The page for the chosen subscription: undefined in the prerendered HTML and while it hydrates. */
  children: (subscription: SubscriptionSelection | undefined) => ReactNode;
};

/** A page of the booking flow, about the subscription chosen on the pricing page: a visitor who chose none goes home. */
export function SubscriptionPage({ path, children }: SubscriptionPageProps) {
  // Undefined in the prerendered HTML and while it hydrates; null once read when none was chosen.
  const subscription = useStoredSubscription();
  // A whole page load of the home page, not a move within the app: a move from here while the
  // page was hydrating left the home page blank (only the header and footer drawn, no error).
  useEffect(() => {
    if (subscription === null) wholePageLoad.replace('/');
  }, [subscription]);
  if (subscription === null) return null;

  return (
    <>
      <PublicPageMeta path={path} />
      {children(subscription)}
    </>
  );
}
