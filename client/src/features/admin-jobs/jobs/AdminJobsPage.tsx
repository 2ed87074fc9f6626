import { useMemo, useState } from 'react';
import { jobSorts } from '@contract/catalogues/hiring';
import type { Job } from '@contract/jobs';
import { loadErrorText } from '@/lib/api-errors';
import { Button } from '@/ui/Button';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { useListState } from '@/ui/list-kit/use-list-state';
import { adminJobsTexts } from '@/features/admin-jobs/admin-jobs-messages';
import { useJobsPage } from '@/features/admin-jobs/api/use-jobs-page';
import { jobColumns } from './job-columns';
import { JobFormModal } from './JobFormModal';

type OpenModal = { mode: 'add' } | { mode: 'edit'; job: Job } | null;

const statusTexts = {
  loading: 'Loading jobs...',
  empty: adminJobsTexts.noJobs,
  errorText: (error: unknown) => loadErrorText(error, adminJobsTexts.jobsLoadFailed, {}, adminJobsTexts.jobsLoadFailed),
};

/** 'Admin Dashboard - Jobs': every posting, searched, sorted and paged on the server. */
export function AdminJobsPage() {
  const list = useListState({ sorts: jobSorts, defaultSort: 'postingDate_desc', defaultPageSize: 10 });
  const query = useJobsPage(list.params);
  const [modal, setModal] = useState<OpenModal>(null);
  const columns = useMemo(() => jobColumns((job) => setModal({ mode: 'edit', job })), []);

  return (
    <AdminListPage
      eyebrow="Page Admin"
      title="Admin Dashboard - Jobs"
      intro="Post openings, take them off the job board with the status switch, and review the candidates who applied."
      actions={<Button onClick={() => setModal({ mode: 'add' })}>+ Add Job</Button>}
      list={list}
      search={{ label: 'Search jobs', placeholder: 'Title or description' }}
      query={query}
      texts={statusTexts}
      table={{ label: 'Job postings', columns, rowKey: (job) => job._id }}
      footer={{ label: 'Jobs pages' }}
    >
      {modal?.mode === 'add' ? (
        <JobFormModal mode="add" onClose={() => setModal(null)} onAdded={() => list.reset()} />
      ) : modal?.mode === 'edit' ? (
        <JobFormModal mode="edit" job={modal.job} onClose={() => setModal(null)} />
      ) : null}
    </AdminListPage>
  );
}
