import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HomePage } from '@/features/company/HomePage';
import { PricingPlans } from '@/features/pricing/PricingPlans';
import { PublicPageMeta } from '@/lib/PublicPageMeta';
import { WhenNearViewport } from '@/ui/WhenNearViewport';

/** The contact form (react-hook-form, its schema, the API client) downloads as the visitor scrolls towards it. */
const ContactForm = lazy(async () => ({ default: (await import('@/features/messages/ContactForm')).ContactForm }));

/** Holds the form's place (no layout shift when it arrives); without JavaScript it points to the Message Us page. */
function ContactFormPlaceholder() {
  return (
    <div className="flex min-h-[36rem] items-center justify-center rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
      <p>
        Write to us on the <Link to="/message-us" className="font-semibold text-brand-800 underline">Message Us page</Link>.
      </p>
    </div>
  );
}

/** The index route: the app layer composes the home page from three features. */
export function HomeRoute() {
  const contactForm = (
    <WhenNearViewport fallback={<ContactFormPlaceholder />}>
      <Suspense fallback={<ContactFormPlaceholder />}>
        <ContactForm variant="home" />
      </Suspense>
    </WhenNearViewport>
  );
  return (
    <>
      <PublicPageMeta path="/" />
      <HomePage pricingSection={<PricingPlans />} contactSection={contactForm} />
    </>
  );
}
