import { formatDateTime } from '@/lib/dates';
import { EmailLink } from '@/ui/list-kit/EmailText';
import type { Detail } from './DetailList';
import type { InboxRecord } from './inbox-record';
import { ReadStatusBadge } from './ReadStatusBadge';

/** When it arrived and whether it was read: the first two fields of every record. */
export function arrivalDetails(item: InboxRecord, receivedAt: string): Detail[] {
  return [
    { label: 'Received', value: formatDateTime(receivedAt) },
    { label: 'Status', value: <ReadStatusBadge isRead={item.isRead} /> },
  ];
}

/** E-mail and phone, each a link that opens the admin's mail program or dialler. */
export function contactDetails(item: InboxRecord): Detail[] {
  return [
    { label: 'Email', value: <EmailLink email={item.email} /> },
    {
      label: 'Phone',
      value: (
        <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
          {item.phone}
        </a>
      ),
    },
  ];
}

/** The admin's comment, the last field of every record. */
export function commentDetail(item: InboxRecord): Detail {
  return { label: 'Comment', value: item.comment || 'No comment yet.', wide: true };
}
