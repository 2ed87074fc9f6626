import type { Inquiry } from '@contract/inquiries';
import { DetailList, type Detail } from '@/ui/inbox/DetailList';
import { arrivalDetails, commentDetail, contactDetails } from '@/ui/inbox/inbox-details';
import { bookingSlotText, inquiryKindLabels, inquiryName } from './inquiry-format';

/** What only a booking (its slot) or a quote (staff, location, consent, message) says. */
function requestDetails(inquiry: Inquiry): Detail[] {
  if (inquiry.kind === 'booking') return [{ label: 'Requested call', value: bookingSlotText(inquiry), wide: true }];
  return [
    { label: 'Staff wanted', value: inquiry.noOfStaff ?? 'N/A' },
    { label: 'Location', value: inquiry.location || 'N/A' },
    { label: 'Marketing e-mails', value: inquiry.isOkayToRecieveMarketing ? 'Agreed to receive them' : 'Not agreed' },
    { label: 'Message', value: inquiry.message || 'N/A', wide: true },
  ];
}

/** Everything one inquiry says: who, how to reach them, and the booking's slot or the quote's request. */
export function InquiryDetails({ inquiry }: { inquiry: Inquiry }) {
  return (
    <DetailList
      details={[
        ...arrivalDetails(inquiry, inquiry.postingDate),
        { label: 'Type', value: inquiryKindLabels[inquiry.kind] },
        { label: 'Name', value: inquiryName(inquiry) },
        { label: 'Company', value: inquiry.company || 'N/A' },
        ...contactDetails(inquiry),
        ...requestDetails(inquiry),
        commentDetail(inquiry),
      ]}
    />
  );
}
