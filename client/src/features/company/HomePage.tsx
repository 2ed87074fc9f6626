import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { ContactSection } from './home/ContactSection';
import { ContentGridSection } from './home/ContentGridSection';
import { HeroSection } from './home/HeroSection';
import { onboardingItems, operationsItems } from './home/home-content';
import { PricingSection } from './home/PricingSection';
import { ProcessSection } from './home/ProcessSection';
import { WelcomeSection } from './home/WelcomeSection';

type HomePageProps = {
  /** The plan cards (pricing feature); the app layer passes them in so features stay independent. */
  pricingSection: ReactNode;
  /** The home variant of the Message Us form (messages feature). */
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
      {/* Below the first screen: a Suspense boundary, which React hydrates after the rest, in slices that leave the main thread free. */}
      <Suspense>
        <WelcomeSection />
        <ProcessSection />
        <ContentGridSection
          id="onboarding"
          eyebrow="Onboarding"
          title="A smooth start for every new team member"
          intro="From the first login to full productivity, we prepare your hire to represent your business with confidence."
          items={onboardingItems}
        />
        <ContentGridSection
          id="operations"
          eyebrow="Operations"
          title="Operations we manage for you"
          intro="Day-to-day management, performance tracking and planning that keep your remote team reliable month after month."
          items={operationsItems}
          tone="tinted"
        />
        <PricingSection>{pricingSection}</PricingSection>
        <ContactSection>{contactSection}</ContactSection>
      </Suspense>
    </>
  );
}
