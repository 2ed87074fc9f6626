import type { JobSort } from '../../../../../contract/catalogues/hiring';
import type { Job } from '../../../../../contract/jobs';
import { SortableHeader } from '../components/SortableHeader';
import type { SortPair } from '../components/use-table-params';
import { JobRow } from './JobRow';

const titleSorts: SortPair<JobSort> = ['title_asc', 'title_desc'];
const postedSorts: SortPair<JobSort> = ['postingDate_desc', 'postingDate_asc'];

type JobsTableProps = { jobs: Job[]; sort: JobSort; onSort: (sort: JobSort) => void; onEdit: (job: Job) => void };

/** The jobs of one page; it scrolls sideways inside its frame on a narrow screen, never the page. */
export function JobsTable({ jobs, sort, onSort, onEdit }: JobsTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Job postings</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr className="border-b border-slate-200">
            <SortableHeader label="Title" pair={titleSorts} current={sort} onSort={onSort} />
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Location
            </th>
            <th scope="col" className="px-4 py-3 text-left font-semibold">
              Type
            </th>
            <SortableHeader label="Posted" pair={postedSorts} current={sort} onSort={onSort} />
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
