import { Suspense, use } from 'react';
import { Navigate, useLoaderData } from 'react-router';
import type { Job } from '@contract/jobs';
import { JOB_NOT_FOUND, type JobLookup } from '@/features/careers/api/job-lookup';
import { PageMessage } from '@/features/careers/shared/PageMessage';
import { PageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { NotFoundPageMeta } from '@/ui/NotFoundPageMeta';
import { JobHeader } from './JobHeader';
import { JobOverview } from './JobOverview';
import { JobPostingJsonLd } from './JobPostingJsonLd';
import type { JobPageData } from './job-page-loader';
import { JobSections } from './JobSections';

/** A search-result description: the posting's first sentences, cut at a word near 160 characters. */
function jobSummary(job: Job): string {
  const text = `${job.type} job in ${job.location}. ${job.description}`.replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/**
 * /job/:id — one posting, with its structured data for search engines. Its job comes from the
 * route's loader (job-page-loader.ts): in the page's data when the server rendered it, or fetched
 * on a move within the site, while the page says it is loading.
 */
export function JobDetailPage() {
  const { lookup } = useLoaderData() as JobPageData;
  if (!(lookup instanceof Promise)) return <JobLookupView lookup={lookup} />;
  return (
    <Suspense fallback={<PageMessage text="Loading job details..." />}>
      <FetchedJob lookup={lookup} />
    </Suspense>
  );
}

function FetchedJob({ lookup }: { lookup: Promise<JobLookup> }) {
  return <JobLookupView lookup={use(lookup)} />;
}

function JobLookupView({ lookup }: { lookup: JobLookup }) {
  const { user } = useSession();
  if (lookup.state === 'not-found') {
    return (
      <>
        <NotFoundPageMeta />
        <PageMessage text={JOB_NOT_FOUND} heading />
      </>
    );
  }
  if (lookup.state === 'error') return <PageMessage text={lookup.message} tone="alert" heading />;

  const { job } = lookup;
  // Only an admin is answered an inactive job: it is not on the public site (this address is a 404), so the admin's own page shows it.
  if (!job.isActive && user?.isAdmin) return <Navigate to={`/adminjobspage/${job._id}`} replace />;
  return (
    <article aria-labelledby="job-title">
      <PageMeta title={job.title} section="Careers" description={jobSummary(job)} path={`/job/${job._id}`} type="article" />
      <JobPostingJsonLd job={job} />
      <JobHeader job={job} />
      {/* Below the first screen: a Suspense boundary, which React hydrates after the rest, in slices that leave the main thread free. */}
      <Suspense>
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {/* The overview comes first for phones; on wide screens it sits in the right column. */}
          <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
            <JobOverview job={job} />
          </div>
          <div className="lg:col-start-1 lg:row-start-1">
            <JobSections job={job} />
          </div>
        </div>
      </Suspense>
    </article>
  );
}
