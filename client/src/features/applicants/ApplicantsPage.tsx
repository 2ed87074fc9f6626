import { useNavigate } from 'react-router';
import { applicantSorts } from '@contract/catalogues/hiring';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportApplicants } from './api/export-applicants';
import { applicantFilters, useApplicantsPage } from './api/use-applicants-page';
import { allApplicantsColumns, DEFAULT_APPLICANT_SORT, DEFAULT_APPLICANTS_PAGE_SIZE } from './applicant-columns';
import { applicantCountText } from './applicant-format';
import { ApplicantsFilters } from './ApplicantsFilters';
import { applicantsTexts } from './applicants-texts';

/** Admin Dashboard - Applicants: every applicant, filtered, searched, sorted and paged on the server. */
export function ApplicantsPage() {
  usePageTitle('Admin Dashboard - Applicants');
  const navigate = useNavigate();
  const list = useListState({
    sorts: applicantSorts,
    defaultSort: DEFAULT_APPLICANT_SORT,
    defaultPageSize: DEFAULT_APPLICANTS_PAGE_SIZE,
    filters: applicantFilters,
  });
  const { params } = list;
  const query = useApplicantsPage(params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...params, total }, list.setPage);
  const status = listStatusOf(query, query.data?.applicants.length, {
    loading: applicantsTexts.loading,
    empty: applicantsTexts.noMatch,
    errorText: (error) => loadErrorText(error, applicantsTexts.loadFailed),
  });

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Hiring</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard - Applicants</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Everyone who applied to a posted role. Filter by job or status, open an applicant to read their resume.
          </p>
        </div>
        <ExportCsvButton download={() => exportApplicants(params)} filename="applicants.csv" failureText={applicantsTexts.exportFailed} />
      </div>

      <div className="mt-6">
        <ApplicantsFilters
          query={params.q}
          onQueryChange={list.setQuery}
          jobTitle={params.jobTitle}
          onJobTitleChange={(title) => list.setFilter('jobTitle', title)}
          status={params.status}
          onStatusChange={(value) => list.setFilter('status', value)}
        />
      </div>

      <div className="mt-6 mb-3 flex flex-wrap items-end justify-between gap-4">
        <p role="status" className="text-sm font-semibold text-slate-800">
          {query.data ? applicantCountText(total) : ''}
        </p>
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
      </div>
      <div className="flex flex-col gap-4">
        <DataTable
          label="Applicants"
          columns={allApplicantsColumns}
          rows={query.data?.applicants ?? []}
          rowKey={(applicant) => applicant._id}
          sort={params.sort}
          onSort={list.setSort}
          status={status}
          refreshing={query.isPlaceholderData}
          onRowClick={(applicant) => void navigate(`/applicantDetails/${applicant._id}`)}
          rowClassName={() => 'hover:bg-brand-50/60'}
        />
        {status ? null : (
          <ListFooter label="Applicants pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>
    </div>
  );
}
