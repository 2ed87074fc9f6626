import { isWebsiteAddress, type Message } from '@contract/messages';
import { DetailList } from '@/ui/inbox/DetailList';
import { arrivalDetails, commentDetail, contactDetails } from '@/ui/inbox/inbox-details';

/** A website as typed by the visitor, made into a link only when it is a web address (older rows may hold any text). */
function WebsiteLink({ website }: { website: string }) {
  if (!website) return 'N/A';
  if (!isWebsiteAddress(website)) return website;
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline [overflow-wrap:anywhere]">
      {website}
    </a>
  );
}

/** Everything one contact message says. */
export function MessageDetails({ message }: { message: Message }) {
  return (
    <DetailList
      details={[
        ...arrivalDetails(message, message.createdAt),
        { label: 'Name', value: message.fullName },
        ...contactDetails(message),
        { label: 'Website', value: <WebsiteLink website={message.website} /> },
        { label: 'Updates', value: message.isWillingToReceiveUpdates ? 'Wants to receive updates' : 'No updates' },
        { label: 'Message', value: message.message, wide: true },
        commentDetail(message),
      ]}
    />
  );
}
