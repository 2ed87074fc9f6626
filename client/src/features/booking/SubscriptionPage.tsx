import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { PublicPageMeta } from '@/lib/PublicPageMeta';
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
  if (subscription === null) return <Navigate to="/" replace />;

  return (
    <>
      <PublicPageMeta path={path} />
      {children(subscription)}
    </>
  );
}
