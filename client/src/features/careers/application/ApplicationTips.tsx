import { company } from '@contract/catalogues/company';

const tips = [
  'Use the e-mail address and mobile number you check every day: that is how our recruiters reach shortlisted applicants.',
  'Save your resume as a PDF of up to 5 MB, with your recent jobs, dates and the tools you have used.',
  'Count only paid customer service and call center work when you choose your years of experience.',
];

/** What helps an application, beside the form on wide screens and after it on phones. */
export function ApplicationTips() {
  return (
    <section aria-labelledby="application-tips-heading" className="self-start rounded-2xl border border-brand-100 bg-white p-6 shadow-sm lg:sticky lg:top-24">
      <h2 id="application-tips-heading" className="text-lg font-bold text-brand-950">
        Before you apply
      </h2>
      <ul className="mt-4 list-disc space-y-3 pl-5 text-sm text-slate-700">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-slate-700">
        Questions about a job? Write to{' '}
        <a href={`mailto:${company.helpEmail}`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {company.helpEmail}
        </a>
        .
      </p>
    </section>
  );
}
