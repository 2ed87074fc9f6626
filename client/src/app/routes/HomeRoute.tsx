import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { HomePage } from '@/features/company/HomePage';
import { PricingPlans } from '@/features/pricing/PricingPlans';
import { PublicPageMeta } from '@/lib/PublicPageMeta';
import { importAfterFirstInput } from '@/lib/after-first-input';

/** The form's code comes once the visitor first acts on the page (docs/decisions.md, "Forms on public pages"). */
const ContactForm = lazy(async () => ({ default: (await importAfterFirstInput(() => import('@/features/messages/ContactForm'))).ContactForm }));

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

/** One element for every render, so a re-render of the page leaves the server's form alone until its code arrives. */
const contactForm = (
  <Suspense fallback={<ContactFormPlaceholder />}>
    <ContactForm variant="home" />
  </Suspense>
);

/** The index route: the app layer composes the home page from three features. */
export function HomeRoute() {
  return (
    <>
      <PublicPageMeta path="/" />
      <HomePage pricingSection={<PricingPlans />} contactSection={contactForm} />
    </>
  );
}
