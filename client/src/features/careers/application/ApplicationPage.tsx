import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { JOB_NOT_FOUND } from '@/features/careers/api/job-lookup';
import { useJob } from '@/features/careers/api/use-job';
import { PageMessage } from '@/features/careers/shared/PageMessage';
import { TypeBadge } from '@/features/careers/shared/TypeBadge';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationReceived } from './ApplicationReceived';
import { ApplicationTips } from './ApplicationTips';
import { PageTitle } from '@/lib/page-meta';
import type { SubmittedApplicant } from './use-application-form';

/** /application/:id — the application form for one job; once sent, the form closes and the page says what happens next. */
export function ApplicationPage() {
  const { id = '' } = useParams();
  const lookup = useJob(id);
  const [received, setReceived] = useState<SubmittedApplicant | null>(null);

  const tabTitle = <PageTitle page={lookup.state === 'ready' ? `Apply: ${lookup.job.title}` : 'Application form'} section="Careers" />;
  if (lookup.state === 'loading') {
    return (
      <>
        {tabTitle}
        <PageMessage text="Loading job details..." />
      </>
    );
  }
  if (lookup.state === 'not-found') {
    return (
      <>
        {tabTitle}
        <PageMessage text={JOB_NOT_FOUND} heading />
      </>
    );
  }
  if (lookup.state === 'error') {
    return (
      <>
        {tabTitle}
        <PageMessage text={lookup.message} tone="alert" heading />
      </>
    );
  }

  const { job } = lookup;
  return (
    <>
      {tabTitle}
      <div className="on-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <Link
            to={`/job/${job._id}`}
            className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 underline underline-offset-4 hover:text-white"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Back to the job description
          </Link>
          <p className="mt-5 text-sm font-semibold tracking-wide text-accent-300 uppercase">Application form</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">Apply for {job.title}</h1>
          <p className="mt-3 flex flex-wrap items-center gap-3 text-brand-100">
            <TypeBadge type={job.type} />
            <span>{job.location}</span>
          </p>
        </div>
      </div>
      <div className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {received ? (
            <ApplicationReceived jobTitle={job.title} applicant={received} />
          ) : (
            <>
              <ApplicationForm jobId={job._id} onSubmitted={setReceived} />
              <ApplicationTips />
            </>
          )}
        </div>
      </div>
    </>
  );
}
