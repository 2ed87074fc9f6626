import { lazy, Suspense } from 'react';
import { WhyUsChecklist } from './WhyUsChecklist';

/**
 * The form's code (react-hook-form, the contract's schema, the API client) is a chunk of its own:
 * the server renders the form whole, and React hydrates it when its code has arrived.
 */
const QuoteForm = lazy(async () => ({ default: (await import('./QuoteForm')).QuoteForm }));

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
          <Suspense>
            <QuoteForm />
          </Suspense>
        </section>
      </div>
    </section>
  );
}
