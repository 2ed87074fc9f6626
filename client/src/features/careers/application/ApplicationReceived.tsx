import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { applicationMessages } from '@contract/applicants';
import type { SubmittedApplicant } from './use-application-form';

/**
 * Takes the form's place once an application is received: the spec's 'Application submitted
 * successfully!' and what happens next, as the confirmation e-mail (application-received) says it.
 * Focus moves to its heading, so a screen reader hears it where the Submit button was.
 */
export function ApplicationReceived({ jobTitle, applicant }: { jobTitle: string; applicant: SubmittedApplicant }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section
      aria-labelledby="application-received-heading"
      className="self-start rounded-2xl border border-green-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
    >
      <div className="flex items-start gap-4">
        <CircleCheck className="h-10 w-10 shrink-0 text-green-700" aria-hidden="true" />
        <div>
          <h2 id="application-received-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-brand-950 focus:outline-none">
            {applicationMessages.submitted}
          </h2>
          <p className="mt-2 text-slate-700">
            Thank you, {applicant.firstName}. Your application for {jobTitle} is with our recruiters.
          </p>
        </div>
      </div>
      <h3 className="mt-6 text-lg font-bold text-brand-950">What happens next</h3>
      <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-700">
        <li>
          We are sending a confirmation to <span className="font-semibold [overflow-wrap:anywhere]">{applicant.email}</span>.
        </li>
        <li>Our recruiters review every application and will contact you by e-mail if your profile matches the role.</li>
      </ol>
      <p className="mt-6">
        <Link to="/career" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          See other open jobs
        </Link>
      </p>
    </section>
  );
}
