import type { Inquiry, InquirySort } from '@contract/inquiries';
import { emailColumn, readStatusColumn, receivedColumn, senderColumn } from '@/ui/inbox/inbox-columns';
import type { Column } from '@/ui/list-kit/DataTable';
import { inquiryKindLabels, inquiryName, inquirySummary } from './inquiry-format';

/** The inquiries table; `onOpen` shows one inquiry's details (its button is where focus returns). */
export function inquiryColumns(onOpen: (inquiry: Inquiry) => void): Column<Inquiry, InquirySort>[] {
  return [
    senderColumn(inquiryName, onOpen),
    { id: 'company', header: 'Company', sortKey: 'company', cell: (inquiry) => inquiry.company, className: 'min-w-40' },
    emailColumn(),
    { id: 'kind', header: 'Type', cell: (inquiry) => inquiryKindLabels[inquiry.kind], className: 'whitespace-nowrap' },
    { id: 'request', header: 'Request', cell: inquirySummary, className: 'min-w-48' },
    receivedColumn('postingDate'),
    readStatusColumn(),
  ];
}
