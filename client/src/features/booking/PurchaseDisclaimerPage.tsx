import { Mail } from 'lucide-react';
import { company } from '@contract/catalogues/company';
import { DisclaimerText } from './DisclaimerText';
import { ProceedToPayment } from './ProceedToPayment';
import { SubscriptionPage } from './SubscriptionPage';
import { SubscriptionSummary } from './SubscriptionSummary';
import { purchaseDisclaimerPageMeta } from '@/lib/public-page-meta/booking';

/** /purchasedisclaimer — the terms a buyer accepts before checkout. */
export function PurchaseDisclaimerPage() {
  return (
    <SubscriptionPage meta={purchaseDisclaimerPageMeta}>
      {(subscription) => (
        <div className="bg-slate-50 px-4 py-12 sm:px-6 sm:py-16">
          <div className="mx-auto max-w-3xl space-y-8">
            <header>
              <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">Service Purchase Disclaimer</h1>
              <p className="mt-3 text-lg text-slate-700">Please read these terms before you pay for your subscription.</p>
            </header>
            <SubscriptionSummary subscription={subscription} titleId="disclaimer-summary-title" />
            <article className="space-y-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
              <DisclaimerText subscription={subscription} />
              <section aria-labelledby="disclaimer-contact-title">
                <h2 id="disclaimer-contact-title" className="text-xl font-bold text-brand-950">
                  Contact Information
                </h2>
                <p className="mt-3 leading-relaxed text-slate-700">
                  Questions about these terms, billing or your subscription? Our support team replies within one business day.
                </p>
                <a
                  href={`mailto:${company.helpEmail}`}
                  className="mt-3 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere] hover:text-brand-900"
                >
                  <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
                  {company.helpEmail}
                </a>
              </section>
            </article>
            <ProceedToPayment subscription={subscription} />
          </div>
        </div>
      )}
    </SubscriptionPage>
  );
}
