import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { Alert } from '@/ui/Alert';
import { pageCount } from '@/ui/admin/pager-window';
import { PageSizeSelect } from '@/ui/admin/PageSizeSelect';
import { TablePager } from '@/ui/admin/TablePager';
import { applicantMessagesOfList, useApplicantsPage } from './api/use-applicants-page';
import { applicantCountText } from './applicant-format';
import { ApplicantsFilters } from './ApplicantsFilters';
import { ApplicantsTable } from './ApplicantsTable';
import { ExportCsvButton } from './ExportCsvButton';
import { useApplicantListState } from './use-applicant-list-state';

/** Admin Dashboard - Applicants: every applicant, filtered, searched, sorted and paged on the server. */
export function ApplicantsPage() {
  usePageTitle('Admin Dashboard - Applicants');
  const list = useApplicantListState();
  const { params } = list;
  const query = useApplicantsPage(params);
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, params.pageSize);

  let body;
  if (query.isPending) {
    body = <p role="status" className="py-10 text-center text-slate-700">{applicantMessagesOfList.loading}</p>;
  } else if (query.isError) {
    body = <Alert tone="error">{loadErrorText(query.error, applicantMessagesOfList.networkFailure)}</Alert>;
  } else if (query.data.applicants.length === 0) {
    body = <p className="rounded-xl border border-dashed border-slate-300 py-10 text-center text-slate-700">{applicantMessagesOfList.empty}</p>;
  } else {
    body = (
      <ApplicantsTable applicants={query.data.applicants} sort={params.sort} onSort={list.sortBy} refreshing={query.isPlaceholderData} />
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Hiring</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">Admin Dashboard - Applicants</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Everyone who applied to a posted role. Filter by job or status, open an applicant to read their resume.
          </p>
        </div>
        <ExportCsvButton params={params} />
      </div>

      <div className="mt-6">
        <ApplicantsFilters
          query={params.q}
          onQueryChange={list.setQuery}
          jobTitle={params.jobTitle}
          onJobTitleChange={list.setJobTitle}
          status={params.status}
          onStatusChange={list.setStatus}
        />
      </div>

      <p role="status" className="mt-6 mb-3 text-sm font-semibold text-slate-800">
        {query.data ? applicantCountText(total) : ''}
      </p>
      {body}

      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
        {query.data && total > 0 ? (
          <TablePager label="Applicants pages" page={Math.min(params.page, totalPages)} totalPages={totalPages} onPageChange={list.setPage} />
        ) : null}
      </div>
    </div>
  );
}
