import { useMemo, useState } from 'react';
import { franchiseApplicationSorts, type FranchiseApplication, type FranchiseApplicationSort } from '@contract/franchise';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { Dialog } from '@/ui/Dialog';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailLink } from '@/ui/list-kit/EmailText';
import { useListState } from '@/ui/list-kit/use-list-state';
import { PdfViewer } from '@/ui/PdfViewer';
import { fetchContract, useFranchiseApplications } from './api/use-franchise-applications';
import { franchiseApplicationsTexts } from './franchise-applications-texts';

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

function columnsFor(onOpen: (application: FranchiseApplication) => void): Column<FranchiseApplication, FranchiseApplicationSort>[] {
  return [
    { id: 'name', header: 'Name', sortKey: 'name', cell: (application) => application.name, className: 'min-w-40 font-medium' },
    {
      id: 'email',
      header: 'Email',
      cell: (application) => <EmailLink email={application.email} />,
    },
    {
      id: 'createdAt',
      header: 'Received',
      sortKey: 'createdAt',
      firstDirection: 'desc',
      cell: (application) => formatDateTime(application.createdAt),
      className: 'whitespace-nowrap',
    },
    {
      id: 'contract',
      header: 'Signed contract',
      cell: (application) => (
        <button type="button" onClick={() => onOpen(application)} className="text-left font-semibold text-brand-800 underline-offset-2 hover:underline">
          View contract<span className="sr-only"> of {application.name}</span>
          <span className="block text-xs font-normal text-slate-600">
            {application.filename} · {fileSize(application.sizeBytes)}
          </span>
        </button>
      ),
    },
  ];
}

const statusTexts = {
  loading: franchiseApplicationsTexts.loading,
  empty: franchiseApplicationsTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, franchiseApplicationsTexts.loadFailed, {}, franchiseApplicationsTexts.invalid),
};

/** Franchise applications: who sent a signed contract and when, with the PDF one click away. */
export function FranchiseApplicationsPage() {
  const list = useListState({ sorts: franchiseApplicationSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10 });
  const query = useFranchiseApplications(list.params);
  const [open, setOpen] = useState<FranchiseApplication | null>(null);
  const columns = useMemo(() => columnsFor(setOpen), []);

  return (
    <AdminListPage
      eyebrow="Franchising"
      title={franchiseApplicationsTexts.title}
      intro="Signed franchise contracts uploaded on the Franchising page, newest first."
      list={list}
      search={{ label: 'Search applications', placeholder: 'Name or e-mail' }}
      query={query}
      texts={statusTexts}
      count={{ one: 'application', other: 'applications' }}
      table={{ label: 'Franchise applications', columns, rowKey: (application) => application._id, minWidth: 'min-w-[44rem]' }}
      footer={{ label: 'Franchise applications pages' }}
    >
      {open ? (
        <Dialog title={`Signed contract of ${open.name}`} size="xl" onClose={() => setOpen(null)}>
          <PdfViewer
            load={() => fetchContract(open._id)}
            documentKey={open._id}
            title={`Signed contract of ${open.name}`}
            fallbackFilename="franchise-contract.pdf"
            missingText="The signed contract is not available."
          />
        </Dialog>
      ) : null}
    </AdminListPage>
  );
}
