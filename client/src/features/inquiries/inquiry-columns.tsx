import type { Inquiry, InquirySort } from '@contract/inquiries';
import { formatDateTime } from '@/lib/dates';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { Column } from '@/ui/list-kit/DataTable';
import { ReadStatusBadge } from '@/ui/inbox/ReadStatusBadge';
import { inquiryKindLabels, inquiryName, inquirySummary } from './inquiry-format';

/** The inquiries table; `onOpen` shows one inquiry's details (its button is where focus returns). */
export function inquiryColumns(onOpen: (inquiry: Inquiry) => void): Column<Inquiry, InquirySort>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (inquiry) => (
        <button
          type="button"
          onClick={() => onOpen(inquiry)}
          className={`text-left text-brand-800 underline-offset-2 hover:underline ${inquiry.isRead ? 'font-medium' : 'font-bold'}`}
        >
          {inquiryName(inquiry)}
          <span className="sr-only">, open details</span>
        </button>
      ),
      className: 'min-w-40',
    },
    { id: 'company', header: 'Company', sortKey: 'company', cell: (inquiry) => inquiry.company, className: 'min-w-40' },
    { id: 'email', header: 'Email', cell: (inquiry) => <EmailText email={inquiry.email} /> },
    { id: 'kind', header: 'Type', cell: (inquiry) => inquiryKindLabels[inquiry.kind], className: 'whitespace-nowrap' },
    { id: 'request', header: 'Request', cell: inquirySummary, className: 'min-w-48' },
    {
      id: 'postingDate',
      header: 'Received',
      sortKey: 'postingDate',
      firstDirection: 'desc',
      cell: (inquiry) => formatDateTime(inquiry.postingDate),
      className: 'whitespace-nowrap',
    },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (inquiry) => <ReadStatusBadge isRead={inquiry.isRead} /> },
  ];
}
