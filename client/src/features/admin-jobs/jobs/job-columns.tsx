import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { JobSort } from '@contract/catalogues/hiring';
import type { AdminJob, Job } from '@contract/jobs';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { ActiveSwitch } from './ActiveSwitch';
import { CandidatesLink } from './CandidatesLink';

const typeBadge: Record<Job['type'], string> = {
  'On-site': 'bg-amber-50 text-amber-900 ring-amber-200',
  Hybrid: 'bg-violet-50 text-violet-900 ring-violet-200',
  Remote: 'bg-brand-50 text-brand-900 ring-brand-200',
};

/** The columns of the admin jobs table; Edit opens the Edit Job modal through `onEdit`. */
export function jobColumns(onEdit: (job: Job) => void): Column<AdminJob, JobSort>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      firstDirection: 'asc',
      className: 'min-w-40 max-w-64',
      cell: (job) => (
        // An inactive job is not on the public site (its /job page is a 404): admins open their own page of it.
        <Link
          to={job.isActive ? `/job/${job._id}` : `/adminjobspage/${job._id}`}
          className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
        >
          {job.title}
        </Link>
      ),
    },
    { id: 'location', header: 'Location', className: 'text-slate-700', cell: (job) => job.location },
    {
      id: 'type',
      header: 'Type',
      cell: (job) => (
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${typeBadge[job.type]}`}>
          {job.type}
        </span>
      ),
    },
    {
      id: 'posted',
      header: 'Posted',
      sortKey: 'postingDate',
      firstDirection: 'desc',
      className: 'whitespace-nowrap text-slate-700',
      cell: (job) => <time dateTime={job.postingDate}>{formatDateTime(job.postingDate)}</time>,
    },
    { id: 'status', header: 'Status', cell: (job) => <ActiveSwitch job={job} /> },
    { id: 'applicants', header: 'Applicants', cell: (job) => <CandidatesLink jobId={job._id} applicantCount={job.applicantCount} /> },
    {
      id: 'actions',
      header: 'Actions',
      cell: (job) => (
        <button
          type="button"
          onClick={() => onEdit(job)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit Job<span className="sr-only"> {job.title}</span>
        </button>
      ),
    },
  ];
}
