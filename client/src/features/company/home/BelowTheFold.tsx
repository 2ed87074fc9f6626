import type { ReactNode } from 'react';
import { ContactSection } from './ContactSection';
import { ContentGridSection } from './ContentGridSection';
import { onboardingItems, operationsItems } from './home-content';
import { PricingSection } from './PricingSection';
import { ProcessSection } from './ProcessSection';
import { WelcomeSection } from './WelcomeSection';

/** The home page under its hero (HomePage.tsx): a chunk of its own, fetched once the visitor acts. */
export function BelowTheFold({ pricingSection, contactSection }: { pricingSection: ReactNode; contactSection: ReactNode }) {
  return (
    <>
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
    </>
  );
}
