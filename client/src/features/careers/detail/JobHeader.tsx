import { ArrowLeft, FileText, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Job } from '@contract/jobs';
import { useSession } from '@/lib/session';
import { TypeBadge } from '@/features/careers/shared/TypeBadge';

/** The posting's banner: title, arrangement, place, and the way to apply (not offered to admins). */
export function JobHeader({ job }: { job: Job }) {
  const { user } = useSession();
  const isAdmin = user?.isAdmin === true;
  return (
    <div className="on-dark bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <Link to="/career" className="inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 underline underline-offset-4 hover:text-white">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          All open jobs
        </Link>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <TypeBadge type={job.type} />
        </div>
        <h1 id="job-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{job.title}</h1>
        <p className="mt-3 inline-flex items-center gap-2 text-brand-100">
          <MapPin className="h-5 w-5 text-accent-300" aria-hidden="true" />
          <span className="sr-only">Location: </span>
          {job.location}
        </p>
        {isAdmin ? null : (
          <div className="mt-7">
            <Link
              to={`/application/${job._id}`}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-accent-400 px-5 py-3 text-sm font-semibold text-brand-950 transition-colors hover:bg-accent-300"
            >
              <FileText className="h-4 w-4" aria-hidden="true" />
              Fill up application form
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
