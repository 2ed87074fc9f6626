import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { SubscriptionSelection } from '@contract/subscription-selection';
import { PageMeta } from '@/lib/page-meta';
import type { StaticPageMeta } from '@/lib/public-page-meta/static-page-meta';
import { useStoredSubscription } from '@/lib/use-stored-subscription';

type SubscriptionPageProps = {
  /** Its title and description (public-page-meta/booking). */
  meta: StaticPageMeta;
  /** The page for the chosen subscription: undefined in the prerendered HTML and while it hydrates. */
  children: (subscription: SubscriptionSelection | undefined) => ReactNode;
};

/** A page of the booking flow, about the subscription chosen on the pricing page: a visitor who chose none goes home. */
export function SubscriptionPage({ meta, children }: SubscriptionPageProps) {
  // Undefined in the prerendered HTML and while it hydrates; null once read when none was chosen.
  const subscription = useStoredSubscription();
  if (subscription === null) return <Navigate to="/" replace />;

  return (
    <>
      <PageMeta {...meta} />
      {children(subscription)}
    </>
  );
}
