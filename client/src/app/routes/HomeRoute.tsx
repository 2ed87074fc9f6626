import { Link } from 'react-router';
import { HomePage } from '@/features/company/HomePage';
import { PageMeta } from '@/lib/page-meta';
import { homePageMeta } from '@/lib/public-page-meta/home';
import { deferredForm } from '@/ui/deferred-form';
import { deferredPart } from '@/ui/deferred-part';

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

/** The contact form, its code fetched once the visitor acts (see ui/deferred-form). */
const contactForm = deferredForm(async () => (await import('@/features/messages/ContactForm')).ContactForm, { variant: 'home' }, <ContactFormPlaceholder />);

/** The plan cards, below the hero: a deferred part (ui/deferred-part), live once the visitor acts. */
const pricingPlans = deferredPart(async () => (await import('@/features/pricing/PricingPlans')).PricingPlans, {});

/**
 * The index route: the app layer composes the home page from three features. A route that shows
 * the home page under something of its own (/login) names it in `title`, so its tab says so.
 */
export function HomeRoute({ title }: { title?: string }) {
  return (
    <>
      <PageMeta {...homePageMeta} title={title} />
      <HomePage pricingSection={pricingPlans} contactSection={contactForm} />
    </>
  );
}
