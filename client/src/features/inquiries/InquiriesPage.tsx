import { DEFAULT_INQUIRY_SORT, inquirySorts, type Inquiry } from '@contract/inquiries';
import { InboxListPage } from '@/ui/inbox/InboxListPage';
import { ListFilterSelect } from '@/ui/list-kit/FilterSelect';
import { useListState } from '@/ui/list-kit/use-list-state';
import { exportInquiries } from './api/export-inquiries';
import { useInquiryActions } from './api/inquiry-routes';
import { inquiryFilters, useInquiriesPage } from './api/use-inquiries-page';
import { inquiryColumns } from './inquiry-columns';
import { InquiryDetails } from './InquiryDetails';
import { inquiryTitle, replySubjectFor } from './inquiry-format';
import { inquiriesTexts } from './inquiries-texts';

/** Spec §9: 10 rows per page unless the admin picks 5, 15 or 20. */
const DEFAULT_PAGE_SIZE = 10;

const kindOptions = [
  { value: '', label: 'All' },
  { value: 'booking', label: 'Call bookings' },
  { value: 'quote', label: 'Quote requests' },
];
const dialog = {
  useActions: useInquiryActions,
  title: inquiryTitle,
  details: (inquiry: Inquiry) => <InquiryDetails inquiry={inquiry} />,
  replySubject: replySubjectFor,
};

/** Admin Dashboard - Inquiries: call bookings and quote requests, newest first. */
export function InquiriesPage() {
  const list = useListState({ sorts: inquirySorts, defaultSort: DEFAULT_INQUIRY_SORT, defaultPageSize: DEFAULT_PAGE_SIZE, filters: inquiryFilters });
  const query = useInquiriesPage(list.params);

  return (
    <InboxListPage
      texts={inquiriesTexts}
      intro="Call bookings from Get Started and quote requests from the Team Builder."
      list={list}
      query={query}
      search={{ label: 'Search inquiries', placeholder: 'Name, e-mail, phone or company' }}
      filters={<ListFilterSelect list={list} name="kind" label="Type" options={kindOptions} />}
      count={{ one: 'inquiry', other: 'inquiries' }}
      table={{ label: 'Inquiries', columns: inquiryColumns, minWidth: 'min-w-[56rem]' }}
      exportCsv={{ download: () => exportInquiries(list.params), filename: 'inquiries.csv' }}
      dialog={dialog}
    />
  );
}
