import { ChevronDown } from 'lucide-react';
import { experienceLevels } from '@contract/catalogues/plans';
import { MONTH_LIMITS } from './selection';

const questions = [
  {
    question: 'What is included in the price?',
    answer:
      'Each plan price covers one full-time talent working 40 hours per week, Monday to Friday: recruiting and vetting, onboarding, the talent’s salary and benefits, payroll and HR administration, and a dedicated account manager. You direct the work, and your talent reports to you.',
  },
  {
    question: 'Which plan fits the experience I need?',
    answer: `Junior plans are for talent with 0-2 years of experience and senior plans for 5+ years. ${experienceLevels.between} Technical roles (engineering, design, data and IT) cost more than non-technical ones at the same level, so a senior non-technical talent costs the same as a junior technical one.`,
  },
  {
    question: 'What if a talent is not the right fit?',
    answer:
      'Tell your account manager and we will replace the talent at no additional cost. We present a new shortlist of vetted candidates and arrange a handover: your talent keeps working until the replacement starts.',
  },
  {
    question: 'How long is the contract?',
    answer: `Monthly plans run for the number of months you choose, from ${MONTH_LIMITS.min} to ${MONTH_LIMITS.max}. Annual plans cover 12 months, billed once a year at ten times the monthly rate. Your service agreement confirms the start date and terms before any work begins.`,
  },
  {
    question: 'Are taxes included?',
    answer:
      'Prices are shown in US, Australian or Canadian dollars, depending on the country you choose, and do not include sales tax, GST or HST. Any tax that applies to your business is itemized on your invoice.',
  },
];

/** Short answers to what buyers ask before choosing a plan. */
export function PricingFaq() {
  return (
    <section aria-labelledby="pricing-faq-heading" className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id="pricing-faq-heading" className="text-2xl font-bold text-brand-950 sm:text-3xl">
          Frequently asked questions
        </h2>
        <div className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {questions.map((item) => (
            <details key={item.question} className="group py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg py-1 font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown className="h-5 w-5 shrink-0 text-brand-700 transition group-open:rotate-180" aria-hidden="true" />
              </summary>
              <p className="mt-2 leading-relaxed text-slate-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
