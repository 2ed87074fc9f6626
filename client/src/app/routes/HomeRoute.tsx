import { HomePage } from '@/features/company/HomePage';
import { ContactForm } from '@/features/messages/ContactForm';
import { PricingPlans } from '@/features/pricing/PricingPlans';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

/** The index route: the app layer composes the home page from three features. */
export function HomeRoute() {
  return (
    <>
      <PublicPageMeta path="/" />
      <HomePage pricingSection={<PricingPlans />} contactSection={<ContactForm variant="home" />} />
    </>
  );
}
