import { useMemo, useState } from 'react';
import { DEFAULT_INQUIRY_SORT, inquirySorts, type Inquiry } from '@contract/inquiries';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { DataTable } from '@/ui/list-kit/DataTable';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
import { ListFooter, useKeepPageInRange } from '@/ui/list-kit/ListFooter';
import { listStatusOf } from '@/ui/list-kit/ListStatusRow';
import { PageSizeSelect } from '@/ui/list-kit/PageSizeSelect';
import { SearchField } from '@/ui/list-kit/SearchField';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportInquiries } from './api/export-inquiries';
import { inquiryFilters, useInquiriesPage } from './api/use-inquiries-page';
import { inquiryColumns } from './inquiry-columns';
import { InquiryDialog } from './InquiryDialog';
import { inquiriesTexts } from './inquiries-texts';

/** Spec §9: 10 rows per page unless the admin picks 5, 15 or 20. */
const DEFAULT_PAGE_SIZE = 10;

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'read', label: 'Read' },
];
const kindOptions = [
  { value: '', label: 'All' },
  { value: 'booking', label: 'Call bookings' },
  { value: 'quote', label: 'Quote requests' },
];

/** Admin Dashboard - Inquiries: call bookings and quote requests, newest first. */
export function InquiriesPage() {
  usePageTitle(inquiriesTexts.title);
  const list = useListState({ sorts: inquirySorts, defaultSort: DEFAULT_INQUIRY_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: inquiryFilters });
  const { params } = list;
  const query = useInquiriesPage(params);
  const total = query.data?.total ?? 0;
  useKeepPageInRange(query, { ...params, total }, list.setPage);
  const [open, setOpen] = useState<Inquiry | null>(null);
  const columns = useMemo(() => inquiryColumns(setOpen), []);
  const status = listStatusOf(query, query.data?.inquiries.length, {
    loading: inquiriesTexts.loading,
    empty: inquiriesTexts.noMatch,
    errorText: (error) => loadErrorText(error, inquiriesTexts.loadFailed),
  });

  return (
    <div className="mx-auto w-full max-w-7xl min-w-0 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Leads</p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{inquiriesTexts.title}</h1>
          <p className="mt-2 max-w-2xl text-slate-700">Call bookings from Get Started and quote requests from the Team Builder.</p>
        </div>
        <ExportCsvButton download={() => exportInquiries(params)} filename="inquiries.csv" failureText={inquiriesTexts.exportFailed} />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <SearchField label="Search inquiries" value={params.q} onSearch={list.setQuery} placeholder="Name, e-mail, phone or company" className="sm:col-span-2 lg:col-span-1" />
        <FilterSelect label="Status" options={statusOptions} value={params.status} onChange={(event) => list.setFilter('status', event.target.value)} />
        <FilterSelect label="Type" options={kindOptions} value={params.kind} onChange={(event) => list.setFilter('kind', event.target.value)} />
        <PageSizeSelect value={params.pageSize} onChange={list.setPageSize} />
      </div>

      <p role="status" className="mt-6 mb-3 text-sm font-semibold text-slate-800">
        {query.data ? `${total} ${total === 1 ? 'inquiry' : 'inquiries'}` : ''}
      </p>
      <div className="flex flex-col gap-4">
        <DataTable
          label="Inquiries"
          columns={columns}
          rows={query.data?.inquiries ?? []}
          rowKey={(inquiry) => inquiry._id}
          sort={params.sort}
          onSort={list.setSort}
          status={status}
          refreshing={query.isPlaceholderData}
          rowClassName={(inquiry) => (inquiry.isRead ? 'hover:bg-slate-50/70' : 'bg-amber-50/60 hover:bg-amber-50')}
          minWidth="min-w-[56rem]"
        />
        {status ? null : (
          <ListFooter label="Inquiries pages" page={params.page} pageSize={params.pageSize} total={total} onPageChange={list.setPage} />
        )}
      </div>
      {open ? <InquiryDialog inquiry={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
