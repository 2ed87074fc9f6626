import { useParams } from 'react-router';
import { JOB_NOT_FOUND, useJob } from '@/features/careers/api/use-job';
import { PageMessage } from '@/features/careers/shared/PageMessage';
import { usePageTitle } from '@/lib/page-title';
import { JobHeader } from './JobHeader';
import { JobOverview } from './JobOverview';
import { JobPostingJsonLd } from './JobPostingJsonLd';
import { JobSections } from './JobSections';

/** /job/:id — one posting, with its structured data for search engines. */
export function JobDetailPage() {
  const { id = '' } = useParams();
  const lookup = useJob(id);
  usePageTitle(lookup.state === 'ready' ? lookup.job.title : 'Job details', 'Careers');

  if (lookup.state === 'loading') return <PageMessage text="Loading job details..." />;
  if (lookup.state === 'not-found') return <PageMessage text={JOB_NOT_FOUND} heading />;
  if (lookup.state === 'error') return <PageMessage text={lookup.message} tone="alert" heading />;

  const { job } = lookup;
  return (
    <article aria-labelledby="job-title">
      <JobPostingJsonLd job={job} />
      <JobHeader job={job} />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* The overview comes first for phones; on wide screens it sits in the right column. */}
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:self-start">
          <JobOverview job={job} />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <JobSections job={job} />
        </div>
      </div>
    </article>
  );
}
