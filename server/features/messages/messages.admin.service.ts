import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_MESSAGE_SORT, type Message, type messageListQuerySchema } from '../../../contract/messages.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
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

/**
 * The current filter as CSV; the export and its row count are audited (`messages.exported`)
 * before any byte is sent. No `audit` (a HEAD: nothing is sent) records nothing.
 */
export const exportMessages = (db: Database, query: Partial<ListQuery>, audit: AuditContext | undefined) =>
  inbox.exportCsv(
    db,
    query,
    audit &&
      ((executor, rows) =>
        recordAdminAction(executor, { ...audit, action: 'messages.exported', target: { type: 'message', id: null }, detail: { filter: query, rows } })),
  );

export const markMessageRead = (db: Database, id: string, audit: AuditContext) =>
  inbox.change(db, id, { isRead: true }, (tx, row) =>
    recordAdminAction(tx, { ...audit, action: 'message.marked_read', target: { type: 'message', id: row.id } }),
  );

export const commentOnMessage = (db: Database, id: string, comment: string, audit: AuditContext) =>
  inbox.change(db, id, { comment }, (tx, row) =>
    recordAdminAction(tx, { ...audit, action: 'message.commented', target: { type: 'message', id: row.id }, detail: { commentLength: comment.length } }),
  );
