import { WhyUsChecklist } from './WhyUsChecklist';
import { deferredForm } from '@/ui/deferred-form';

/** The form, its code fetched once the visitor acts (see ui/deferred-form). */
const quoteForm = deferredForm(async () => (await import('./QuoteForm')).QuoteForm, {});

/** The why-us checklist beside the quote form (stacked on small screens). */
export function QuoteSection() {
  return (
    <section aria-labelledby="why-us-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[0.85fr_1.15fr] lg:gap-16">
        <WhyUsChecklist />
        <section
          id="request-quote"
          aria-labelledby="request-quote-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-lg shadow-brand-900/5 sm:p-8"
        >
          <h2 id="request-quote-title" className="text-2xl font-bold text-brand-950">
            Request a quote
          </h2>
          <p className="mt-2 text-sm text-slate-700">All fields are required unless marked optional.</p>
          {quoteForm}
        </section>
      </div>
    </section>
  );
}
