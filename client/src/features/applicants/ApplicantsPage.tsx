import { useNavigate } from 'react-router';
import { applicantSorts } from '@contract/catalogues/hiring';
import { loadErrorText } from '@/lib/api-errors';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportApplicants } from './api/export-applicants';
import { applicantFilters, useApplicantsPage } from './api/use-applicants-page';
import { allApplicantsColumns, DEFAULT_APPLICANT_SORT, DEFAULT_APPLICANTS_PAGE_SIZE } from './applicant-columns';
import { ApplicantsFilters } from './ApplicantsFilters';
import { applicantsTexts } from './applicants-texts';

const statusTexts = {
  loading: applicantsTexts.loading,
  empty: applicantsTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, applicantsTexts.loadFailed, {}, applicantsTexts.invalid),
};

/** Admin Dashboard - Applicants: every applicant, filtered, searched, sorted and paged on the server. */
export function ApplicantsPage() {
  const navigate = useNavigate();
  const list = useListState({
    sorts: applicantSorts,
    defaultSort: DEFAULT_APPLICANT_SORT,
    defaultPageSize: DEFAULT_APPLICANTS_PAGE_SIZE,
    filters: applicantFilters,
  });
  const query = useApplicantsPage(list.params);

  return (
    <AdminListPage
      eyebrow="Hiring"
      title="Admin Dashboard - Applicants"
      intro="Everyone who applied to a posted role. Filter by job or status, open an applicant to read their resume."
      actions={<ExportCsvButton download={() => exportApplicants(list.params)} filename="applicants.csv" failureText={applicantsTexts.exportFailed} />}
      list={list}
      search={{ label: 'Search applicants', placeholder: 'Name, email or phone' }}
      filters={
        <ApplicantsFilters
          jobTitle={list.params.jobTitle}
          onJobTitleChange={(title) => list.setFilter('jobTitle', title)}
          status={list.params.status}
          onStatusChange={(value) => list.setFilter('status', value)}
        />
      }
      query={query}
      texts={statusTexts}
      count={{ one: 'applicant', other: 'applicants' }}
      table={{
        label: 'Applicants',
        columns: allApplicantsColumns,
        rowKey: (applicant) => applicant._id,
        onRowClick: (applicant) => void navigate(`/applicantDetails/${applicant._id}`),
        rowClassName: () => 'hover:bg-brand-50/60',
      }}
      footer={{ label: 'Applicants pages' }}
    />
  );
}
