import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HomePage } from '@/features/company/HomePage';
import { PricingPlans } from '@/features/pricing/PricingPlans';
import { PublicPageMeta } from '@/lib/PublicPageMeta';

/**
 * The contact form's code (react-hook-form, its schema, the API client) is a chunk of its own: the
 * server renders the form whole, and React hydrates it when its code has arrived.
 */
const ContactForm = lazy(async () => ({ default: (await import('@/features/messages/ContactForm')).ContactForm }));

/** Holds the form's place while its code loads after a move within the site. */
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
    <Suspense fallback={<ContactFormPlaceholder />}>
      <ContactForm variant="home" />
    </Suspense>
  );
  return (
    <>
      <PublicPageMeta path="/" />
      <HomePage pricingSection={<PricingPlans />} contactSection={contactForm} />
    </>
  );
}
