import type { Inquiry } from '@contract/inquiries';
import { formatDateTime } from '@/lib/dates';
import { ReadStatusBadge } from '@/ui/inbox/ReadStatusBadge';
import { DetailList, type Detail } from '@/ui/inbox/DetailList';
import { EmailText } from '@/ui/list-kit/EmailText';
import { bookingSlotText, inquiryKindLabels, inquiryName } from './inquiry-format';

/** Everything one inquiry says: who, how to reach them, and the booking's slot or the quote's request. */
export function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  const details: Detail[] = [
    { label: 'Received', value: formatDateTime(inquiry.postingDate) },
    { label: 'Status', value: <ReadStatusBadge isRead={inquiry.isRead} /> },
    { label: 'Type', value: inquiryKindLabels[inquiry.kind] },
    { label: 'Name', value: inquiryName(inquiry) },
    { label: 'Company', value: inquiry.company || 'N/A' },
    {
      label: 'Email',
      value: (
        <a href={`mailto:${inquiry.email}`} className="text-brand-700 underline">
          <EmailText email={inquiry.email} />
        </a>
      ),
    },
    {
      label: 'Phone',
      value: (
        <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
          {inquiry.phone}
        </a>
      ),
    },
  ];
  if (inquiry.kind === 'booking') {
    details.push({ label: 'Requested call', value: bookingSlotText(inquiry), wide: true });
  } else {
    details.push(
      { label: 'Staff wanted', value: inquiry.noOfStaff ?? 'N/A' },
      { label: 'Location', value: inquiry.location || 'N/A' },
      { label: 'Marketing e-mails', value: inquiry.isOkayToRecieveMarketing ? 'Agreed to receive them' : 'Not agreed' },
      { label: 'Message', value: inquiry.message || 'N/A', wide: true },
    );
  }
  details.push({ label: 'Comment', value: inquiry.comment || 'No comment yet.', wide: true });
  return <DetailList details={details} />;
}
