import onboardingUrl from '@/assets/booking/onboarding-steps.svg';
import { bookingSteps } from './booking-steps';
import { PayNowBlock } from './PayNowBlock';
import { StepCard } from './StepCard';
import { SubscriptionPage } from './SubscriptionPage';
import { SubscriptionSummary } from './SubscriptionSummary';
import { deferredForm } from '@/ui/deferred-form';
import { CheckList } from '@/ui/marketing/CheckList';
import { HeroIllustration } from '@/ui/marketing/HeroIllustration';
import { getStartedPageMeta } from '@/lib/public-page-meta/booking';

/** The form, its code fetched once the visitor acts (see ui/deferred-form). */
const bookingForm = deferredForm(async () => (await import('./BookingForm')).BookingForm, { titleId: 'booking-form-title' });

/** /getstarted — the onboarding guidelines, the initial booking form and Pay Now for existing customers. */
export function GetStartedPage() {
  return (
    <SubscriptionPage meta={getStartedPageMeta}>
      {(subscription) => (
        <div className="bg-slate-50">
          <section aria-labelledby="getstarted-title" className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 pt-12 pb-10 sm:px-6 sm:pt-16">
            <div className="mx-auto grid max-w-6xl items-center gap-8 lg:grid-cols-[1.2fr_0.8fr]">
              <div>
                <h1 id="getstarted-title" className="text-3xl font-bold tracking-tight text-brand-950 capitalize sm:text-4xl">
                  welcome to our client subscription &amp; booking process guidelines
                </h1>
                <p className="mt-4 text-lg text-slate-700 first-letter:uppercase">
                  to ensure a smooth and efficient process, please follow the steps below:
                </p>
              </div>
              <HeroIllustration src={onboardingUrl} width={400} height={300} alt="" maxWidth="max-w-sm" wideScreensOnly />
            </div>
            <div className="mx-auto mt-8 max-w-6xl">
              <SubscriptionSummary subscription={subscription} titleId="getstarted-summary-title" />
            </div>
          </section>

          <section aria-labelledby="getstarted-steps-title" className="px-4 py-10 sm:px-6">
            <div className="mx-auto max-w-6xl">
              <h2 id="getstarted-steps-title" className="text-2xl font-bold text-brand-950">
                Four steps to your new team
              </h2>
              <ol className="mt-6 grid gap-5 md:grid-cols-2">
                {bookingSteps.map((step, index) => (
                  <StepCard key={step.title} count={index + 1} title={step.title} text={step.text} note={step.note}>
                    <CheckList items={step.checklist} className="space-y-2 text-sm text-slate-800" tone="green" />
                  </StepCard>
                ))}
              </ol>
            </div>
          </section>

          <section aria-labelledby="booking-form-title" className="px-4 py-10 sm:px-6">
            <div className="mx-auto max-w-4xl">
              {bookingForm}
            </div>
          </section>

          <section aria-labelledby="pay-now-title" className="px-4 pt-4 pb-16 sm:px-6">
            <div className="mx-auto max-w-4xl">
              <PayNowBlock titleId="pay-now-title" />
            </div>
          </section>
        </div>
      )}
    </SubscriptionPage>
  );
}
