import type { Readable } from 'node:stream';
import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_MESSAGE_SORT, type Message, type messageListQuerySchema } from '../../../contract/messages.js';
import type { Database } from '../../db/database.js';
import { csvStream, inBatches } from '../../lib/csv-export.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { withSearchPlan } from '../../lib/search-plan.js';
import { messageCsvColumns } from './messages.csv.js';
import { toMessage } from './messages.mapper.js';
import * as repository from './messages.repository.js';

type ListQuery = z.output<typeof messageListQuerySchema>;

export const messageNotFound = () => notFound('messages.not_found', inboxMessages.messageNotFound);

function filterOf(query: Partial<ListQuery>): repository.MessageFilter {
  return { q: query.q || undefined, status: query.status };
}

/** Every message in the spec's shape, or one page with `total` when paging is asked for. */
export async function listMessages(db: Database, query: Partial<ListQuery>): Promise<{ messages: Message[]; total?: number }> {
  const filter = filterOf(query);
  const sort = query.sort ?? DEFAULT_MESSAGE_SORT;
  if (query.page === undefined && query.pageSize === undefined) {
    return { messages: (await repository.listMessages(db, filter, { sort })).map(toMessage) };
  }
  const pageSize = query.pageSize ?? 10;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [rows, total] = await withSearchPlan(db, Boolean(filter.q), (executor) =>
    Promise.all([repository.listMessages(executor, filter, { sort, limit: pageSize, offset }), repository.countMessages(executor, filter)]),
  );
  return { messages: rows.map(toMessage), total };
}

/** The current filter as CSV, read from the database in batches while it is sent. */
export async function exportMessages(db: Database, query: Partial<ListQuery>): Promise<Readable> {
  const ids = await repository.listMessageIds(db, filterOf(query), query.sort ?? DEFAULT_MESSAGE_SORT);
  return csvStream(messageCsvColumns, inBatches(ids, (batch) => repository.findMessagesByIds(db, batch)));
}

async function updateMessage(db: Database, id: string, values: { isRead?: true; comment?: string }): Promise<Message> {
  const row = isUuid(id) ? await repository.updateMessage(db, id, values) : undefined;
  if (!row) throw messageNotFound();
  return toMessage(row);
}

/** Idempotent: a message already read stays read and is answered as it is. */
export function markMessageRead(db: Database, id: string): Promise<Message> {
  return updateMessage(db, id, { isRead: true });
}

/** Replaces the admin's comment (the contract has already required text). */
export function commentOnMessage(db: Database, id: string, comment: string): Promise<Message> {
  return updateMessage(db, id, { comment });
}
