import { formatDateTime } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import { EmailText } from '@/ui/list-kit/EmailText';
import type { SortColumnOf } from '@/ui/list-kit/sort-order';
import type { InboxRecord } from './inbox-record';
import { ReadStatusBadge } from './ReadStatusBadge';

/** The sender's name as the button that opens the record (bold while unread; focus returns to it). */
export function senderColumn<Item extends InboxRecord, S extends string>(
  nameOf: (item: Item) => string,
  onOpen: (item: Item) => void,
): Column<Item, S> {
  return {
    id: 'name',
    header: 'Name',
    sortKey: 'name' as SortColumnOf<S>,
    cell: (item) => (
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`text-left text-brand-800 underline-offset-2 hover:underline ${item.isRead ? 'font-medium' : 'font-bold'}`}
      >
        {nameOf(item)}
        <span className="sr-only">, open details</span>
      </button>
    ),
    className: 'min-w-40',
  };
}

export function emailColumn<Item extends InboxRecord, S extends string>(): Column<Item, S> {
  return { id: 'email', header: 'Email', cell: (item) => <EmailText email={item.email} /> };
}

/** When the record arrived, newest first on the first click; `field` is also its sort name. */
export function receivedColumn<Item extends InboxRecord, S extends string>(field: SortColumnOf<S> & keyof Item): Column<Item, S> {
  return {
    id: field,
    header: 'Received',
    sortKey: field,
    firstDirection: 'desc',
    cell: (item) => formatDateTime(String(item[field])),
    className: 'whitespace-nowrap',
  };
}

export function readStatusColumn<Item extends InboxRecord, S extends string>(): Column<Item, S> {
  return { id: 'status', header: 'Status', sortKey: 'status' as SortColumnOf<S>, cell: (item) => <ReadStatusBadge isRead={item.isRead} /> };
}
