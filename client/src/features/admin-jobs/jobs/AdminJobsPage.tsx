import { useMemo, useState } from 'react';
import { jobSorts } from '@contract/catalogues/hiring';
import type { Job } from '@contract/jobs';
import { loadErrorText } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { useJobsPage } from '@/features/admin-jobs/api/use-jobs-page';
import { jobColumns } from './job-columns';
import { JobFormModal } from './JobFormModal';

type OpenModal = { mode: 'add' } | { mode: 'edit'; job: Job } | null;

/** 'Admin Dashboard - Jobs': every posting, searched, sorted and paged on the server. */
export function AdminJobsPage() {
  const table = useListState({ sorts: jobSorts, defaultSort: 'postingDate_desc', defaultPageSize: 10 });
  const { params } = table;
  const jobsPage = useJobsPage(params);
  const [modal, setModal] = useState<OpenModal>(null);
  const total = jobsPage.data?.total ?? 0;
  const columns = useMemo(() => jobColumns((job) => setModal({ mode: 'edit', job })), []);
  useKeepPageInRange(jobsPage, { ...params, total }, table.setPage);
  const status = listStatusOf(jobsPage, jobsPage.data?.jobs.length, {
    loading: 'Loading jobs...',
    empty: adminJobsTexts.noJobs,
    errorText: (error) => loadErrorText(error, adminJobsTexts.jobsLoadFailed),
  });

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

      <div className="mt-4 flex flex-col gap-4">
        <DataTable
          label="Job postings"
          columns={columns}
          rows={jobsPage.data?.jobs ?? []}
          rowKey={(job) => job._id}
          sort={params.sort}
          onSort={table.setSort}
          status={status}
          refreshing={jobsPage.isPlaceholderData}
        />
        {status ? null : <ListFooter label="Jobs pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={table.setPage} />}
      </div>

      {modal?.mode === 'add' ? (
        <JobFormModal mode="add" onClose={() => setModal(null)} onAdded={() => table.reset()} />
      ) : modal?.mode === 'edit' ? (
        <JobFormModal mode="edit" job={modal.job} onClose={() => setModal(null)} />
      ) : null}
    </div>
  );
}
