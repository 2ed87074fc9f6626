import type { Message, MessageSort } from '@contract/messages';
import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import { ReadStatusBadge } from '@/ui/inbox/ReadStatusBadge';

/** The first words of a message for its table cell; the details show all of it. */
export function messagePreview(text: string, length = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

/** The messages table; `onOpen` shows one message's details (its button is where focus returns). */
export function messageColumns(onOpen: (message: Message) => void): Column<Message, MessageSort>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (message) => (
        <button
          type="button"
          onClick={() => onOpen(message)}
          className={`text-left text-brand-800 underline-offset-2 hover:underline ${message.isRead ? 'font-medium' : 'font-bold'}`}
        >
          {message.fullName}
          <span className="sr-only">, open details</span>
        </button>
      ),
      className: 'min-w-40',
    },
    { id: 'email', header: 'Email', cell: (message) => <EmailText email={message.email} /> },
    { id: 'message', header: 'Message', cell: (message) => messagePreview(message.message), className: 'min-w-64' },
    {
      id: 'createdAt',
      header: 'Received',
      sortKey: 'createdAt',
      firstDirection: 'desc',
      cell: (message) => formatDateTime(message.createdAt),
      className: 'whitespace-nowrap',
    },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (message) => <ReadStatusBadge isRead={message.isRead} /> },
  ];
}
