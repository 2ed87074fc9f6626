import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_MESSAGE_SORT, type Message, type messageListQuerySchema } from '../../../contract/messages.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
import { recordAdminAction } from '../audit/audit.public.js';
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
  audit: { record: recordAdminAction, target: 'message', exported: 'messages.exported', markedRead: 'message.marked_read', commented: 'message.commented' },
});

/** Every message in the spec's shape, or one page with `total` when paging is asked for. */
export async function listMessages(db: Database, query: Partial<ListQuery>): Promise<{ messages: Message[]; total?: number }> {
  const { items, ...paging } = await inbox.list(db, query);
  return { messages: items, ...paging };
}

/** The current filter as CSV, audited (`messages.exported`) before any byte is sent; no audit context (a HEAD) records nothing. */
export const exportMessages = inbox.exportCsv;
/** Marks one read (`message.marked_read`). */
export const markMessageRead = inbox.markRead;
/** Replaces one's comment (`message.commented`). */
export const commentOnMessage = inbox.comment;
