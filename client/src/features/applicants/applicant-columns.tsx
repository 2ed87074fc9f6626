import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import type { Applicant } from '@contract/applicants';
import type { ApplicantSort } from '@contract/catalogues/hiring';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import { ActionsCell, RemarksCell, StatusCell } from './applicant-edits';
import { experienceText, fullName, NO_JOB_ASSIGNED } from './applicant-format';
import { applicantsTexts } from './applicants-texts';
import { ApplicantStatusBadge } from './ApplicantStatusBadge';

type ApplicantColumn = Column<Applicant, ApplicantSort>;

export const DEFAULT_APPLICANT_SORT: ApplicantSort = 'createdAt_desc';
/** Spec §9: the applicant lists show 5 rows by default. */
export const DEFAULT_APPLICANTS_PAGE_SIZE = 5;

const name: ApplicantColumn = {
  id: 'name',
  header: 'Name',
  sortKey: 'name',
  firstDirection: 'asc',
  // A long name wraps between its words, leaving room for the row's edit controls at 1280 px.
  className: 'min-w-32 max-w-48',
  cell: (applicant) => (
    <Link
      to={`/applicantDetails/${applicant._id}`}
      className="font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:text-brand-950 hover:decoration-brand-700"
    >
      {fullName(applicant)}
    </Link>
  ),
};
const phone: ApplicantColumn = { id: 'phone', header: 'Phone', className: 'whitespace-nowrap', cell: (applicant) => applicant.phone };
const applied: ApplicantColumn = {
  id: 'applied',
  header: 'Applied',
  sortKey: 'createdAt',
  firstDirection: 'desc',
  className: 'min-w-36 text-slate-700',
  cell: (applicant) => <time dateTime={applicant.createdAt}>{formatDateTime(applicant.createdAt)}</time>,
};

/** /applicants: every applicant, read-only; the whole row opens the applicant. */
export const allApplicantsColumns: ApplicantColumn[] = [
  name,
  {
    id: 'job',
    header: 'Job',
    cell: (applicant) => applicant.job?.title ?? <span className="text-slate-600">{NO_JOB_ASSIGNED}</span>,
  },
  { id: 'email', header: 'Email', cell: (applicant) => <EmailText email={applicant.email} /> },
  phone,
  { id: 'status', header: 'Status', sortKey: 'status', firstDirection: 'asc', cell: (applicant) => <ApplicantStatusBadge status={applicant.status} /> },
  applied,
  {
    id: 'cs-experience',
    // Written out (the cells are years: 'Less than 1', 1, 2, 3+), so the header and its sort button say what they hold.
    header: 'Customer service (years)',
    sortKey: 'customerServiceExperience',
    firstDirection: 'desc',
    cell: (applicant) => experienceText(applicant.yearsOfCustomerServiceExperience),
  },
  {
    id: 'cc-experience',
    header: 'Call center (years)',
    sortKey: 'callCenterExperience',
    firstDirection: 'desc',
    cell: (applicant) => experienceText(applicant.yearsOfCallCenterExperience),
  },
  {
    id: 'resume',
    header: 'Resume',
    cell: (applicant) =>
      applicant.resumeLink ? (
        <Link
          to={`/applicantDetails/${applicant._id}#resume`}
          aria-label={`Resume of ${fullName(applicant)}`}
          className="inline-flex rounded-md border border-brand-700 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-50"
        >
          Resume
        </Link>
      ) : (
        <span className="whitespace-nowrap text-slate-600">{applicantsTexts.noResume}</span>
      ),
  },
];

/**
 * /job/:id/applicants: one job's applicants, with status and remarks edited in the row (inside
 * an ApplicantEditsProvider) and the resume opened in a modal through `onViewResume`.
 */
export function jobApplicantsColumns(onViewResume: (applicant: Applicant) => void): ApplicantColumn[] {
  return [
    name,
    {
      id: 'email',
      header: 'Email',
      cell: (applicant) => (
        <a href={`mailto:${applicant.email}`} className="text-brand-800 underline underline-offset-4 hover:text-brand-950">
          <EmailText email={applicant.email} />
        </a>
      ),
    },
    phone,
    applied,
    { id: 'status', header: 'Status', sortKey: 'status', firstDirection: 'asc', cell: (applicant) => <StatusCell applicant={applicant} /> },
    { id: 'remarks', header: 'Remarks', className: 'min-w-40', cell: (applicant) => <RemarksCell applicant={applicant} /> },
    {
      id: 'resume',
      header: 'Resume',
      cell: (applicant) =>
        applicant.resumeLink ? (
          <button
            type="button"
            onClick={() => onViewResume(applicant)}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-left text-sm font-semibold text-brand-800 hover:bg-brand-50"
          >
            <FileText aria-hidden="true" className="size-4 shrink-0" /> View Resume<span className="sr-only"> of {fullName(applicant)}</span>
          </button>
        ) : (
          <span className="whitespace-nowrap text-slate-600">{applicantsTexts.noResume}</span>
        ),
    },
    { id: 'actions', header: 'Actions', cell: (applicant) => <ActionsCell applicant={applicant} /> },
  ];
}
