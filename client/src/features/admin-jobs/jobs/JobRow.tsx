import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminJob, Job } from '@contract/jobs';
import { formatDateTime } from '@/lib/dates';
import { ActiveSwitch } from './ActiveSwitch';
import { CandidatesLink } from './CandidatesLink';

const typeBadge: Record<Job['type'], string> = {
  'On-site': 'bg-amber-50 text-amber-900 ring-amber-200',
  Hybrid: 'bg-violet-50 text-violet-900 ring-violet-200',
  Remote: 'bg-brand-50 text-brand-900 ring-brand-200',
};

/** One job of the admin table. */
export function JobRow({ job, onEdit }: { job: AdminJob; onEdit: (job: Job) => void }) {
  return (
    <tr className="align-middle hover:bg-slate-50/70">
      <th scope="row" className="max-w-64 px-4 py-3 text-left font-normal">
        <Link
          to={`/job/${job._id}`}
          className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
        >
          {job.title}
        </Link>
      </th>
      <td className="px-4 py-3 text-slate-700">{job.location}</td>
      <td className="px-4 py-3">
        <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${typeBadge[job.type]}`}>
          {job.type}
        </span>
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        <time dateTime={job.postingDate}>{formatDateTime(job.postingDate)}</time>
      </td>
      <td className="px-4 py-3">
        <ActiveSwitch job={job} />
      </td>
      <td className="px-4 py-3">
        <CandidatesLink jobId={job._id} applicantCount={job.applicantCount} />
      </td>
      <td className="px-4 py-3">
        <button
          type="button"
          onClick={() => onEdit(job)}
          className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Edit Job<span className="sr-only"> {job.title}</span>
        </button>
      </td>
    </tr>
  );
}
