import type { Applicant } from '../../../../../contract/applicants';
import type { ApplicantSort } from '../../../../../contract/catalogues/hiring';
import { SortableHeader } from '../components/SortableHeader';
import type { SortPair } from '../components/use-table-params';
import { ApplicantRow } from './ApplicantRow';

const nameSorts: SortPair<ApplicantSort> = ['name_asc', 'name_desc'];
const appliedSorts: SortPair<ApplicantSort> = ['createdAt_desc', 'createdAt_asc'];
const statusSorts: SortPair<ApplicantSort> = ['status_asc', 'status_desc'];

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
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[68rem] text-sm">
        <caption className="sr-only">Applicants for this job</caption>
        <thead className="bg-slate-50 text-slate-800">
          <tr className="border-b border-slate-200">
            <SortableHeader label="Name" pair={nameSorts} current={sort} onSort={onSort} className={cell} />
            <th scope="col" className={plainHeader}>
              Email
            </th>
            <th scope="col" className={plainHeader}>
              Phone
            </th>
            <SortableHeader label="Applied" pair={appliedSorts} current={sort} onSort={onSort} className={cell} />
            <SortableHeader label="Status" pair={statusSorts} current={sort} onSort={onSort} className={cell} />
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
