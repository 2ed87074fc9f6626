import { Clock, Mail } from 'lucide-react';
import { company } from '@contract/catalogues/company';
import tailoredTeamUrl from '@/assets/booking/tailored-team.svg';
import { customInclusions } from './custom-inclusions';
import { PageMeta } from '@/lib/page-meta';
import { messageUsPageMeta } from '@/lib/public-page-meta/message-us';
import { deferredForm } from '@/ui/deferred-form';
import { ContactDetail } from '@/ui/marketing/ContactDetail';
import { FeatureCard } from '@/ui/marketing/FeatureCard';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';

/** The form, its code fetched once the visitor acts (see ui/deferred-form). */
const contactForm = deferredForm(async () => (await import('./ContactForm')).ContactForm, { variant: 'message-us' });

/** /message-us — what a custom package includes, and the form to ask for one. */
export function MessageUsPage() {
  return (
    <>
      <PageMeta {...messageUsPageMeta} />
      <section className="bg-gradient-to-b from-brand-50 to-white px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Custom packages</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl lg:text-5xl">
              Let&apos;s Tailor Something Just for You!
            </h1>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-700">
              Not every team fits a standard plan. Tell us how your business runs and {company.brand} will design a
              remote staffing package around your roles, hours and tools.
            </p>
          </div>
          <HeroIllustration src={tailoredTeamUrl} width={480} height={360} alt="" maxWidth="max-w-md" />
        </div>
      </section>

      <section aria-labelledby="inclusions-title" className="px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="inclusions-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
            Every custom package includes
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {customInclusions.map(({ icon, title, text }) => (
              <li key={title}>
                <FeatureCard icon={icon} title={title} tone="tint" size="small">
                  <p>{text}</p>
                </FeatureCard>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="message-us-title" className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[0.8fr_1.2fr]">
          <div>
            <h2 id="message-us-title" className="text-2xl font-bold text-brand-950 sm:text-3xl">
              Message Us
            </h2>
            <p className="mt-3 leading-relaxed text-slate-700">
              Share a few details and a staffing strategist will reply within one business day with questions or a
              first proposal.
            </p>
            <ul className="mt-6 space-y-3 text-sm text-slate-700">
              <ContactDetail icon={Mail}>
                <a href={`mailto:${company.helpEmail}`} className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  {company.helpEmail}
                </a>
              </ContactDetail>
              <ContactDetail icon={Clock}>Replies Monday to Friday, 9 AM to 6 PM Eastern Time</ContactDetail>
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            {contactForm}
          </div>
        </div>
      </section>
    </>
  );
}
