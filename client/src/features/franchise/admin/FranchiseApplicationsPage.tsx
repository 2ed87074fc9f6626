import { useMemo, useState } from 'react';
import { franchiseApplicationSorts, type FranchiseApplication, type FranchiseApplicationSort } from '@contract/franchise';
import { loadErrorText } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { Dialog } from '@/ui/Dialog';
import { DataTable, type Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
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
      cell: (application) => (
        <a href={`mailto:${application.email}`} className="text-brand-700 underline">
          <EmailText email={application.email} />
        </a>
      ),
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

/** Franchise applications: who sent a signed contract and when, with the PDF one click away. */
export function FranchiseApplicationsPage() {
  usePageTitle(franchiseApplicationsTexts.title);
  const list = useListState({ sorts: franchiseApplicationSorts, defaultSort: 'createdAt_desc', defaultPageSize: 10 });
  const { params } = list;
  const query = useFranchiseApplications(params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...params, total }, list.setPage);
  const [open, setOpen] = useState<FranchiseApplication | null>(null);
  const columns = useMemo(() => columnsFor(setOpen), []);
  const status = listStatusOf(query, query.data?.applications.length, {
    loading: franchiseApplicationsTexts.loading,
    empty: franchiseApplicationsTexts.noMatch,
    errorText: (error) => loadErrorText(error, franchiseApplicationsTexts.loadFailed),
  });

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Franchising</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{franchiseApplicationsTexts.title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Signed franchise contracts uploaded on the Franchising page, newest first.</p>

      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SearchField label="Search applications" value={params.q} onSearch={list.setQuery} placeholder="Name or e-mail" />
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
      </div>

      <p role="status" className="mt-6 mb-3 text-sm font-semibold text-slate-800">
        {query.data ? `${total} ${total === 1 ? 'application' : 'applications'}` : ''}
      </p>
      <div className="flex flex-col gap-4">
        <DataTable
          label="Franchise applications"
          columns={columns}
          rows={query.data?.applications ?? []}
          rowKey={(application) => application._id}
          sort={params.sort}
          onSort={list.setSort}
          status={status}
          refreshing={query.isPlaceholderData}
          minWidth="min-w-[44rem]"
        />
        {status ? null : (
          <ListFooter label="Franchise applications pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>
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
    </div>
  );
}
