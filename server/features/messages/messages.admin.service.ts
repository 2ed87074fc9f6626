import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_MESSAGE_SORT, type Message, type messageListQuerySchema } from '../../../contract/messages.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
import { messageCsvColumns } from './messages.csv.js';
import { toMessage } from './messages.mapper.js';
import { messageInbox } from './messages.repository.js';

type ListQuery = z.output<typeof messageListQuerySchema>;

const inbox = inboxAdmin({
  repository: messageInbox,
  filterOf: (query: Partial<ListQuery>) => ({ q: query.q || undefined, status: query.status }),
  defaultSort: DEFAULT_MESSAGE_SORT,
  toItem: toMessage,
  csvColumns: messageCsvColumns,
  notFound: () => notFound('messages.not_found', inboxMessages.messageNotFound),
});

/** Every message in the spec's shape, or one page with `total` when paging is asked for. */
export async function listMessages(db: Database, query: Partial<ListQuery>): Promise<{ messages: Message[]; total?: number }> {
  const { items, ...paging } = await inbox.list(db, query);
  return { messages: items, ...paging };
}

export const exportMessages = inbox.exportCsv;

export const markMessageRead = (db: Database, id: string) => inbox.change(db, id, { isRead: true });

export const commentOnMessage = (db: Database, id: string, comment: string) => inbox.change(db, id, { comment });
