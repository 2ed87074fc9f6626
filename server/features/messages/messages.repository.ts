import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { MessageSort } from '../../../contract/messages.js';
import type { Executor } from '../../db/database.js';
import { inboxRepository, type InboxFilter } from '../../lib/inbox-repository.js';
import { contactMessages } from './messages.table.js';

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

/** The admin list, its count and export, and marking read or commenting. */
export const messageInbox = inboxRepository<typeof contactMessages, InboxFilter, MessageSort>(contactMessages, orderings);

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Executor, values: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(values);
}
