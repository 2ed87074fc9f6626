import { ArrowLeft, ExternalLink, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { jobMessages, type Job } from '@contract/jobs';
import { failedStatusOf, failureMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { PageTitle } from '@/lib/page-meta';
import { Alert } from '@/ui/Alert';
import { useAdminJob } from '@/features/admin-jobs/api/use-admin-job';
import { ActiveSwitch } from '@/features/admin-jobs/jobs/ActiveSwitch';

const listSections = [
  { key: 'responsibilities', title: 'Responsibilities' },
  { key: 'requirements', title: 'Requirements' },
  { key: 'training', title: 'Training' },
  { key: 'benefits', title: 'Benefits' },
] as const;

/**
 * /adminjobspage/:id: one posting as admins see it, active or not, with its switch and its
 * applicants. The public /job/:id page stays for the job board (an inactive job is a 404 there).
 */
export function AdminJobPage() {
  const { id = '' } = useParams();
  const query = useAdminJob(id);

  return (
    <div className="mx-auto w-full max-w-4xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <Link
        to="/adminjobspage"
        className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to jobs
      </Link>
      {query.isPending ? (
        <>
          <PageTitle page="Job" section="Admin" />
          <p role="status" className="text-slate-700">
            Loading job details...
          </p>
        </>
      ) : query.isError ? (
        <>
          <PageTitle page="Job" section="Admin" />
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Job</h1>
          <Alert tone="error" className="mt-4">
            {failedStatusOf(query.error) === 404 ? jobMessages.notFound : failureMessage(query.error, 'Failed to fetch job data.', 'message')}
          </Alert>
        </>
      ) : (
        <JobDetails job={query.data} />
      )}
    </div>
  );
}

function JobDetails({ job }: { job: Job }) {
  const facts = [
    ['Location', job.location],
    ['Type', job.type],
    ['Operating hours', job.operatingHours],
    ['Languages', job.language.join(', ')],
    ['Posted', formatDateTime(job.postingDate)],
  ] as const;
  return (
    <article aria-labelledby="admin-job-title">
      <PageTitle page={job.title} section="Admin" />
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Job posting</p>
      <h1 id="admin-job-title" className="mt-1 text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
        {job.title}
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-3">
        <ActiveSwitch job={job} />
        <p className="text-sm text-slate-700">{job.isActive ? 'Shown on the job board.' : 'Hidden from the job board: visitors cannot open it.'}</p>
      </div>
      <div className="mt-5 flex flex-wrap gap-2">
        <Link
          to={`/job/${job._id}/applicants`}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Users aria-hidden="true" className="size-4" /> Applicants
        </Link>
        {job.isActive ? (
          <Link
            to={`/job/${job._id}`}
            className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <ExternalLink aria-hidden="true" className="size-4" /> View on the job board
          </Link>
        ) : null}
      </div>
      <dl className="mt-8 grid gap-x-6 gap-y-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="admin-job-description" className="mt-8">
        <h2 id="admin-job-description" className="text-xl font-bold text-slate-900">
          Description
        </h2>
        <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700">{job.description}</p>
      </section>
      {listSections.map(({ key, title }) => (
        <section key={key} aria-labelledby={`admin-job-${key}`} className="mt-8">
          <h2 id={`admin-job-${key}`} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          {job[key].length > 0 ? (
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700">
              {job[key].map((item, index) => (
                <li key={index} className="whitespace-pre-line">
                  {item}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600">None listed.</p>
          )}
        </section>
      ))}
    </article>
  );
}
