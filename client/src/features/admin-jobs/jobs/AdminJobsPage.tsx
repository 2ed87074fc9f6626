import { useEffect, useState } from 'react';
import { jobSorts } from '@contract/catalogues/hiring';
import type { Job } from '@contract/jobs';
import { loadErrorText } from '@/lib/api-errors';
import { Alert } from '@/ui/Alert';
import { Button } from '@/ui/Button';
import { pageCount } from '@/ui/admin/pager-window';
import { PageSizeSelect } from '@/ui/admin/PageSizeSelect';
import { SearchField } from '@/ui/admin/SearchField';
import { ShowingRange } from '@/ui/admin/ShowingRange';
import { TablePager } from '@/ui/admin/TablePager';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { useJobsPage } from '@/features/admin-jobs/api/use-jobs-page';
import { useTableParams } from '@/features/admin-jobs/components/use-table-params';
import { JobFormModal } from './JobFormModal';
import { JobsTable } from './JobsTable';

type OpenModal = { mode: 'add' } | { mode: 'edit'; job: Job } | null;

/** 'Admin Dashboard - Jobs': every posting, searched, sorted and paged on the server. */
export function AdminJobsPage() {
  const table = useTableParams({ sorts: jobSorts, defaultSort: 'postingDate_desc', defaultPageSize: 10 });
  const { params } = table;
  const jobsPage = useJobsPage(params);
  const [modal, setModal] = useState<OpenModal>(null);
  const total = jobsPage.data?.total ?? 0;

  // A page past the end (the list shrank, or an old link): go to the last page there is.
  const lastPage = pageCount(total, params.pageSize);
  const { setPage } = table;
  useEffect(() => {
    if (jobsPage.isSuccess && !jobsPage.isPlaceholderData && params.page > lastPage) setPage(lastPage);
  }, [jobsPage.isSuccess, jobsPage.isPlaceholderData, params.page, lastPage, setPage]);

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Page Admin</p>
          <h1 className="mt-1 text-2xl font-bold text-brand-950 sm:text-3xl">Admin Dashboard - Jobs</h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            Post openings, take them off the job board with the status switch, and review the candidates who applied.
          </p>
        </div>
        <Button onClick={() => setModal({ mode: 'add' })} className="shrink-0 self-start sm:self-auto">
          + Add Job
        </Button>
      </div>

      <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <SearchField
          label="Search jobs"
          value={params.q}
          onSearch={table.setQuery}
          placeholder="Title or description"
          className="w-full sm:max-w-sm"
        />
        <PageSizeSelect value={params.pageSize} onChange={table.setPageSize} />
      </div>

      <div className="mt-4 flex flex-col gap-4" aria-busy={jobsPage.isFetching || undefined}>
        {jobsPage.isPending ? (
          <p role="status" className="rounded-xl border border-slate-200 px-4 py-10 text-center text-slate-700">
            Loading jobs...
          </p>
        ) : jobsPage.isError ? (
          <Alert tone="error">{loadErrorText(jobsPage.error, adminJobsTexts.jobsLoadFailed)}</Alert>
        ) : jobsPage.data.jobs.length === 0 ? (
          <p role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700">
            {adminJobsTexts.noJobs}
          </p>
        ) : (
          <>
            <JobsTable jobs={jobsPage.data.jobs} sort={params.sort} onSort={table.setSort} onEdit={(job) => setModal({ mode: 'edit', job })} />
            <div className="flex flex-col items-center justify-between gap-3 sm:flex-row">
              <ShowingRange page={params.page} pageSize={params.pageSize} total={total} />
              <TablePager label="Jobs pages" page={params.page} totalPages={lastPage} onPageChange={table.setPage} />
            </div>
          </>
        )}
      </div>

      {modal?.mode === 'add' ? (
        <JobFormModal mode="add" onClose={() => setModal(null)} onAdded={() => table.reset()} />
      ) : modal?.mode === 'edit' ? (
        <JobFormModal mode="edit" job={modal.job} onClose={() => setModal(null)} />
      ) : null}
    </div>
  );
}
