import type { Message } from '@contract/messages';
import { formatDateTime } from '@/lib/dates';
import { ReadStatusBadge } from '@/ui/inbox/ReadStatusBadge';
import { DetailList } from '@/ui/inbox/DetailList';
import { EmailText } from '@/ui/list-kit/EmailText';

/** A website as typed by the visitor, made into a link only when it is one (http or https). */
function WebsiteLink({ website }: { website: string }) {
  if (!website) return 'N/A';
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    new URL(href);
  } catch {
    return website;
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
      {website}
    </a>
  );
}

/** Everything one contact message says. */
export function MessageDetails({ message }: { message: Message }) {
  return (
    <DetailList
      details={[
        { label: 'Received', value: formatDateTime(message.createdAt) },
        { label: 'Status', value: <ReadStatusBadge isRead={message.isRead} /> },
        { label: 'Name', value: message.fullName },
        {
          label: 'Email',
          value: (
            <a href={`mailto:${message.email}`} className="text-brand-700 underline">
              <EmailText email={message.email} />
            </a>
          ),
        },
        {
          label: 'Phone',
          value: (
            <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="text-brand-700 underline">
              {message.phone}
            </a>
          ),
        },
        { label: 'Website', value: <WebsiteLink website={message.website} /> },
        { label: 'Updates', value: message.isWillingToReceiveUpdates ? 'Wants to receive updates' : 'No updates' },
        { label: 'Message', value: message.message, wide: true },
        { label: 'Comment', value: message.comment || 'No comment yet.', wide: true },
      ]}
    />
  );
}
