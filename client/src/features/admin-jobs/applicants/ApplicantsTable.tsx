import type { Applicant } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { SortableHeaderCell } from '@/ui/admin/SortableHeaderCell';
import { directionOf, nextSort, type SortDirection } from '@/ui/admin/sort-order';
import { ApplicantRow } from './ApplicantRow';

/** Which way a column sorts on its first click: names and statuses A→Z, applications newest first. */
const firstDirection = { name: 'asc', createdAt: 'desc', status: 'asc' } as const satisfies Record<string, SortDirection>;
type SortColumn = keyof typeof firstDirection;

type ApplicantsTableProps = {
  applicants: Applicant[];
  jobId: string;
  sort: ApplicantSort;
  onSort: (sort: ApplicantSort) => void;
  onViewResume: (applicant: Applicant) => void;
};

const cell = 'px-3 py-3';
const plainHeader = `${cell} text-left font-semibold`;

/** The applicants of one page; it scrolls sideways inside its frame on a narrow screen, never the page. */
export function ApplicantsTable({ applicants, jobId, sort, onSort, onViewResume }: ApplicantsTableProps) {
  const header = (column: SortColumn, label: string) => (
    <SortableHeaderCell
      label={label}
      direction={directionOf(sort, column)}
      onSort={() => onSort(nextSort(sort, column, firstDirection[column]))}
      className={cell}
    />
  );
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[68rem] text-sm">
        <caption className="sr-only">Applicants for this job</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr className="border-b border-slate-200">
            {header('name', 'Name')}
            <th scope="col" className={plainHeader}>
              Email
            </th>
            <th scope="col" className={plainHeader}>
              Phone
            </th>
            {header('createdAt', 'Applied')}
            {header('status', 'Status')}
            <th scope="col" className={plainHeader}>
              Remarks
            </th>
            <th scope="col" className={plainHeader}>
              Resume
            </th>
            <th scope="col" className={plainHeader}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {applicants.map((applicant) => (
            <ApplicantRow key={applicant._id} applicant={applicant} jobId={jobId} onViewResume={onViewResume} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
