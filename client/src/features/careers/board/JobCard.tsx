import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { Job } from '@contract/jobs';
import { PostedDate } from '@/features/careers/shared/PostedDate';
import { TypeBadge } from '@/features/careers/shared/TypeBadge';

/** One job on the board: what, where, when, a two-line excerpt and the way to the full posting. */
export function JobCard({ job }: { job: Job }) {
  const titleId = `job-${job._id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={titleId} className="text-lg font-bold text-brand-950">
          {job.title}
        </h3>
        <TypeBadge type={job.type} />
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1.5">
          <MapPin className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <span className="sr-only">Location: </span>
          {job.location}
        </li>
        <li className="inline-flex items-center gap-1.5">
          <CalendarDays className="h-4 w-4 text-brand-700" aria-hidden="true" />
          <span>
            Posted <PostedDate job={job} />
          </span>
        </li>
      </ul>
      <p className="mt-3 line-clamp-2 text-slate-700">{job.description}</p>
      <div className="mt-auto pt-4">
        <Link
          to={`/job/${job._id}`}
          className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          View details<span className="sr-only"> for {job.title}</span>
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
