import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { MessageSort } from '../../../contract/messages.js';
import type { ReadState } from '../../../contract/inbox.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { contactMessages, type ContactMessageRow } from './messages.table.js';

export interface MessageFilter {
  q?: string | undefined;
  status?: ReadState | undefined;
}

// Each ordering ends on the id so pages never overlap; each matches an index of messages.table.ts.
const orderings: Record<MessageSort, SQL[]> = {
  createdAt_desc: [desc(contactMessages.createdAt), desc(contactMessages.id)],
  createdAt_asc: [asc(contactMessages.createdAt), asc(contactMessages.id)],
  name_asc: [asc(sql`lower(${contactMessages.fullName})`), asc(contactMessages.id)],
  name_desc: [desc(sql`lower(${contactMessages.fullName})`), desc(contactMessages.id)],
  // Ascending status puts the unread ones first; newest first inside each group.
  status_asc: [asc(contactMessages.isRead), desc(contactMessages.createdAt), desc(contactMessages.id)],
  status_desc: [desc(contactMessages.isRead), desc(contactMessages.createdAt), desc(contactMessages.id)],
};

function whereOf(filter: MessageFilter): SQL | undefined {
  return and(
    filter.status ? eq(contactMessages.isRead, filter.status === 'read') : undefined,
    filter.q ? like(contactMessages.searchText, `%${escapeLike(filter.q.toLowerCase())}%`) : undefined,
  );
}

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Executor, values: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(values);
}

export function listMessages(
  db: Executor,
  filter: MessageFilter,
  options: { sort: MessageSort; limit?: number; offset?: number },
): Promise<ContactMessageRow[]> {
  const query = db.select().from(contactMessages).where(whereOf(filter)).orderBy(...orderings[options.sort]);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countMessages(db: Executor, filter: MessageFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(whereOf(filter));
  return row?.total ?? 0;
}

/** The ids of every match in order, for exports that read the records in batches. */
export async function listMessageIds(db: Executor, filter: MessageFilter, sort: MessageSort): Promise<string[]> {
  const rows = await db.select({ id: contactMessages.id }).from(contactMessages).where(whereOf(filter)).orderBy(...orderings[sort]);
  return rows.map((row) => row.id);
}

export function findMessagesByIds(db: Executor, ids: string[]): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).where(inArray(contactMessages.id, ids));
}

/** Sets fields of one message; answers the updated row, or undefined when there is none. */
export function updateMessage(
  db: Executor,
  id: string,
  values: { isRead?: true; comment?: string },
): Promise<ContactMessageRow | undefined> {
  return db
    .update(contactMessages)
    .set(values)
    .where(eq(contactMessages.id, id))
    .returning()
    .then((rows) => rows[0]);
}
