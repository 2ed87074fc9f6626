import { useMemo, useState } from 'react';
import { DEFAULT_INQUIRY_SORT, inquirySorts, type Inquiry } from '@contract/inquiries';
import { loadErrorText } from '@/lib/api-errors';
import { usePageTitle } from '@/lib/page-title';
import { AdminListPage } from '@/ui/list-kit/AdminListPage';
import { ExportCsvButton } from '@/ui/list-kit/ExportCsvButton';
import { FilterSelect } from '@/ui/list-kit/FilterSelect';
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
const statusTexts = {
  loading: inquiriesTexts.loading,
  empty: inquiriesTexts.noMatch,
  errorText: (error: unknown) => loadErrorText(error, inquiriesTexts.loadFailed),
};

/** Admin Dashboard - Inquiries: call bookings and quote requests, newest first. */
export function InquiriesPage() {
  usePageTitle(inquiriesTexts.title);
  const list = useListState({ sorts: inquirySorts, defaultSort: DEFAULT_INQUIRY_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: inquiryFilters });
  const query = useInquiriesPage(list.params);
  const [open, setOpen] = useState<Inquiry | null>(null);
  const columns = useMemo(() => inquiryColumns(setOpen), []);

  return (
    <AdminListPage
      eyebrow="Leads"
      title={inquiriesTexts.title}
      intro="Call bookings from Get Started and quote requests from the Team Builder."
      actions={<ExportCsvButton download={() => exportInquiries(list.params)} filename="inquiries.csv" failureText={inquiriesTexts.exportFailed} />}
      list={list}
      search={{ label: 'Search inquiries', placeholder: 'Name, e-mail, phone or company' }}
      filters={
        <>
          <FilterSelect label="Status" options={statusOptions} value={list.params.status} onChange={(event) => list.setFilter('status', event.target.value)} />
          <FilterSelect label="Type" options={kindOptions} value={list.params.kind} onChange={(event) => list.setFilter('kind', event.target.value)} />
        </>
      }
      query={query}
      texts={statusTexts}
      count={{ one: 'inquiry', other: 'inquiries' }}
      table={{
        label: 'Inquiries',
        columns,
        rowKey: (inquiry) => inquiry._id,
        rowClassName: (inquiry) => (inquiry.isRead ? 'hover:bg-slate-50/70' : 'bg-amber-50/60 hover:bg-amber-50'),
        minWidth: 'min-w-[56rem]',
      }}
      footer={{ label: 'Inquiries pages' }}
    >
      {open ? <InquiryDialog inquiry={open} onClose={() => setOpen(null)} /> : null}
    </AdminListPage>
  );
}
