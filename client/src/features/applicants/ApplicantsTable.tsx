import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Applicant } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { formatDateTime } from '@/lib/dates';
import { ApplicantStatusBadge } from '@/ui/admin/ApplicantStatusBadge';
import { EmailText } from '@/ui/admin/EmailText';
import { SortableHeaderCell } from '@/ui/admin/SortableHeaderCell';
import { directionOf, type SortColumn } from './applicant-sort-columns';
import { experienceText, fullName, NO_JOB_ASSIGNED } from './applicant-format';

type ApplicantsTableProps = {
  applicants: Applicant[];
  sort: ApplicantSort;
  onSort: (column: SortColumn) => void;
  /** True while another page is on its way: the current rows stay, dimmed. */
  refreshing: boolean;
};

const plainHeader = 'px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-800';
const cell = 'px-3 py-3 align-top';

/** Clicking anywhere on a row opens the applicant, except on the row's own links. */
function openOnRowClick(navigate: ReturnType<typeof useNavigate>, id: string) {
  return (event: MouseEvent<HTMLTableRowElement>) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    void navigate(`/applicantDetails/${id}`);
  };
}

/** The applicants of one page. Wide, so it scrolls sideways inside its own frame on phones. */
export function ApplicantsTable({ applicants, sort, onSort, refreshing }: ApplicantsTableProps) {
  const navigate = useNavigate();
  const header = (column: SortColumn, label: ReactNode) => (
    <SortableHeaderCell label={label} direction={directionOf(sort, column)} onSort={() => onSort(column)} />
  );

  return (
    <div
      role="region"
      aria-label="Applicants table"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <table aria-busy={refreshing} className={`w-full min-w-[60rem] text-sm ${refreshing ? 'opacity-60' : ''}`}>
        <caption className="sr-only">Applicants, one page</caption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            {header('name', 'Name')}
            <th scope="col" className={plainHeader}>Job</th>
            <th scope="col" className={plainHeader}>Email</th>
            <th scope="col" className={plainHeader}>Phone</th>
            {header('status', 'Status')}
            {header('createdAt', 'Applied')}
            {header('customerServiceExperience', <abbr title="Years of customer service experience">CS exp.</abbr>)}
            {header('callCenterExperience', <abbr title="Years of call center experience">CC exp.</abbr>)}
            <th scope="col" className={plainHeader}>Resume</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {applicants.map((applicant) => {
            const name = fullName(applicant);
            return (
              <tr key={applicant._id} onClick={openOnRowClick(navigate, applicant._id)} className="cursor-pointer hover:bg-brand-50/60">
                <td className={cell}>
                  <Link to={`/applicantDetails/${applicant._id}`} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
                    {name}
                  </Link>
                </td>
                <td className={cell}>{applicant.job?.title ?? <span className="text-slate-600">{NO_JOB_ASSIGNED}</span>}</td>
                <td className={cell}>
                  <EmailText email={applicant.email} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>{applicant.phone}</td>
                <td className={cell}>
                  <ApplicantStatusBadge status={applicant.status} />
                </td>
                <td className={`${cell} whitespace-nowrap`}>{formatDateTime(applicant.createdAt)}</td>
                <td className={cell}>{experienceText(applicant.yearsOfCustomerServiceExperience)}</td>
                <td className={cell}>{experienceText(applicant.yearsOfCallCenterExperience)}</td>
                <td className={cell}>
                  {applicant.resumeLink ? (
                    <Link
                      to={`/applicantDetails/${applicant._id}#resume`}
                      aria-label={`Resume of ${name}`}
                      className="inline-flex rounded-md border border-brand-700 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      Resume
                    </Link>
                  ) : (
                    <span className="text-slate-600">No Resume</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
