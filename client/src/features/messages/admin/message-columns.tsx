import type { Message, MessageSort } from '@contract/messages';
import { emailColumn, readStatusColumn, receivedColumn, senderColumn } from '@/ui/inbox/inbox-columns';
import type { Column } from '@/ui/list-kit/DataTable';

/** The first words of a message for its table cell; the details show all of it. */
export function messagePreview(text: string, length = 90): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1).trimEnd()}…` : flat;
}

/** The messages table; `onOpen` shows one message's details (its button is where focus returns). */
export function messageColumns(onOpen: (message: Message) => void): Column<Message, MessageSort>[] {
  return [
    senderColumn((message) => message.fullName, onOpen),
    emailColumn(),
    { id: 'message', header: 'Message', cell: (message) => messagePreview(message.message), className: 'min-w-64' },
    receivedColumn('createdAt'),
    readStatusColumn(),
  ];
}
