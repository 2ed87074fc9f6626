import type { JobSort } from '@contract/catalogues/hiring';
import type { AdminJob, Job } from '@contract/jobs';
import { SortableHeaderCell } from '@/ui/admin/SortableHeaderCell';
import { directionOf, nextSort, type SortDirection } from '@/ui/admin/sort-order';
import { JobRow } from './JobRow';

/** Which way a column sorts on its first click: titles A→Z, postings newest first. */
const firstDirection = { title: 'asc', postingDate: 'desc' } as const satisfies Record<string, SortDirection>;
type SortColumn = keyof typeof firstDirection;

type JobsTableProps = { jobs: AdminJob[]; sort: JobSort; onSort: (sort: JobSort) => void; onEdit: (job: Job) => void };

/** The jobs of one page; it scrolls sideways inside its frame on a narrow screen, never the page. */
export function JobsTable({ jobs, sort, onSort, onEdit }: JobsTableProps) {
  const header = (column: SortColumn, label: string) => (
    <SortableHeaderCell
      label={label}
      direction={directionOf(sort, column)}
      onSort={() => onSort(nextSort(sort, column, firstDirection[column]))}
      className="px-4 py-3"
    />
  );
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Job postings</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr className="border-b border-slate-200">
            {header('title', 'Title')}
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Location
            </th>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Type
            </th>
            {header('postingDate', 'Posted')}
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Applicants
            </th>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {jobs.map((job) => (
            <JobRow key={job._id} job={job} onEdit={onEdit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
