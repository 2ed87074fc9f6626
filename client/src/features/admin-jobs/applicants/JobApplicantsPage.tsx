import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Applicant } from '@contract/applicants';
import { applicantSorts } from '@contract/catalogues/hiring';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { pageCount } from '@/ui/admin/pager-window';
import { PageSizeSelect } from '@/ui/admin/PageSizeSelect';
import { SearchField } from '@/ui/admin/SearchField';
import { ShowingRange } from '@/ui/admin/ShowingRange';
import { TablePager } from '@/ui/admin/TablePager';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { useJobApplicants } from '@/features/admin-jobs/api/use-job-applicants';
import { useTableParams } from '@/features/admin-jobs/components/use-table-params';
import { ApplicantsTable } from './ApplicantsTable';
import { ResumeModal } from './ResumeModal';

/** 'Applicants for {job title}': one job's applicants, with inline status/remarks edits and resumes. */
export function JobApplicantsPage() {
  const jobId = useParams().id ?? '';
  const table = useTableParams({ sorts: applicantSorts, defaultSort: 'createdAt_desc', defaultPageSize: 5 });
  const { params, setPage } = table;
  const result = useJobApplicants(jobId, params);
  const [resumeOf, setResumeOf] = useState<Applicant | null>(null);
  const total = result.data?.total ?? 0;

  const lastPage = pageCount(total, params.pageSize);
  useEffect(() => {
    if (result.isSuccess && !result.isPlaceholderData && params.page > lastPage) setPage(lastPage);
  }, [result.isSuccess, result.isPlaceholderData, params.page, lastPage, setPage]);

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <Link
        to="/adminjobspage"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to jobs
      </Link>
      <h1 className="mt-3 text-2xl font-bold text-brand-950 sm:text-3xl">
        {result.data ? `Applicants for ${result.data.job.title}` : 'Applicants'}
      </h1>
      {result.data ? (
        <p className="mt-2 text-slate-700">
          {result.data.job.location} · {result.data.job.type} · {result.data.job.isActive ? 'Active' : 'Inactive'} posting
        </p>
      ) : null}

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Search applicants"
          value={params.q}
          onSearch={table.setQuery}
          placeholder="Name, e-mail or phone"
          className="w-full sm:max-w-sm"
        />
        <PageSizeSelect value={params.pageSize} onChange={table.setPageSize} />
      </div>

      <div className="mt-4 flex flex-col gap-4" aria-busy={result.isFetching || undefined}>
        {result.isPending ? (
          <p role="status" className="rounded-xl border border-slate-200 px-4 py-10 text-center text-slate-700">
            Loading applicants...
          </p>
        ) : result.isError ? (
          <Alert tone="error">{loadErrorText(result.error, adminJobsTexts.applicantsLoadFailed)}</Alert>
        ) : result.data.applicants.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
            {adminJobsTexts.noApplicants}
          </p>
        ) : (
          <>
            <ApplicantsTable
              applicants={result.data.applicants}
              jobId={jobId}
              sort={params.sort}
              onSort={table.setSort}
              onViewResume={setResumeOf}
            />
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <ShowingRange page={params.page} pageSize={params.pageSize} total={total} />
              <TablePager label="Applicants pages" page={params.page} totalPages={lastPage} onPageChange={setPage} />
            </div>
          </>
        )}
      </div>

      {resumeOf ? <ResumeModal applicant={resumeOf} onClose={() => setResumeOf(null)} /> : null}
    </div>
  );
}
