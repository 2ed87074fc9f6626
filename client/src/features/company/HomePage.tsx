import type { ReactNode } from 'react';
import { deferredComponent } from '@/ui/deferred-part';
import { HeroSection } from './home/HeroSection';

/** Everything under the hero: a deferred part (ui/deferred-part), live once the visitor acts. */
const BelowTheFold = deferredComponent(async () => (await import('./home/BelowTheFold')).BelowTheFold);

type HomePageProps = {
  /** The plan cards (pricing feature); the app layer passes them in so features stay independent. Made once, at module level. */
  pricingSection: ReactNode;
  /** The home variant of the Message Us form (messages feature). Made once, at module level. */
  contactSection: ReactNode;
};

/**
 * The home page. The ids `pricing` and `contact` are scroll targets: the footer's Message Us link
 * and the role pages' get-started buttons navigate to / with `{ scrollTo: 'pricing' | 'contact' }`.
 */
export function HomePage({ pricingSection, contactSection }: HomePageProps) {
  return (
    <>
      <HeroSection />
      <BelowTheFold pricingSection={pricingSection} contactSection={contactSection} />
    </>
  );
}
