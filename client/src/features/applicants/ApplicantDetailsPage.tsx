import { ArrowLeft, Mail } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { ApplicantStatusBadge } from './ApplicantStatusBadge';
import { ResumeViewer } from '@/ui/ResumeViewer';
import { applicantDetailMessages, useApplicant } from './api/use-applicant';
import { fullName } from './applicant-format';
import { ApplicantProfile } from './ApplicantProfile';
import { ApplicantStatusControl } from './ApplicantStatusControl';
import { applicantsTexts } from './applicants-texts';
import { PageTitle } from '@/lib/page-meta';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** One applicant's answers, read-only, the control that sets their status, and their resume in the embedded viewer (#resume). */
export function ApplicantDetailsPage() {
  const { id = '' } = useParams();
  const query = useApplicant(id);

  let body;
  if (query.isPending) {
    body = <p role="status" className="py-10 text-slate-700">{applicantDetailMessages.loading}</p>;
  } else if (query.isError) {
    const text = loadErrorText(query.error, applicantDetailMessages.networkFailure, { 404: applicantDetailMessages.missing }, applicantDetailMessages.invalid);
    body = <Alert tone="error">{text}</Alert>;
  } else {
    const applicant = query.data;
    const name = fullName(applicant);
    body = (
      <div className="space-y-6">
        <section aria-labelledby="applicant-heading" className={card}>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <div className="flex flex-wrap items-center gap-3">
              <h2 id="applicant-heading" className="text-xl font-bold text-slate-900">{name}</h2>
              <ApplicantStatusBadge status={applicant.status} />
            </div>
            <a href={`mailto:${applicant.email}`} className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline underline-offset-2">
              <Mail aria-hidden="true" className="size-4" /> Email {applicant.firstName}
            </a>
          </div>
          <ApplicantProfile applicant={applicant} />
        </section>
        <section aria-labelledby="status-heading" className={card}>
          <h2 id="status-heading" className="mb-4 text-xl font-bold text-slate-900">{applicantsTexts.statusHeading}</h2>
          <ApplicantStatusControl applicant={applicant} />
        </section>
        <section id="resume" aria-labelledby="resume-heading" className={`${card} scroll-mt-24`}>
          <h2 id="resume-heading" className="mb-4 text-xl font-bold text-slate-900">Resume</h2>
          <ResumeViewer applicantId={applicant._id} hasResume={applicant.resumeLink !== null} title={`Resume of ${name}`} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle page={query.data ? `${fullName(query.data)} - Applicant details` : 'Applicant details'} />
      <Link to="/applicants" className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to applicants
      </Link>
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">Hiring</p>
      <h1 className="mt-1 mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Applicant details</h1>
      {body}
    </div>
  );
}
