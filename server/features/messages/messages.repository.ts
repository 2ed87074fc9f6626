import { sql } from 'drizzle-orm';
import type { MessageSort } from '../../../contract/messages.js';
import type { Executor } from '../../db/database.js';
import { inboxRepository, type InboxFilter, type InboxOrdering } from '../../lib/inbox-repository.js';
import { contactMessages } from './messages.table.js';

// Each ordering ends on the id so pages never overlap; each matches an index of messages.table.ts.
const orderings: Record<MessageSort, InboxOrdering> = {
  createdAt_desc: [[contactMessages.createdAt, 'desc'], [contactMessages.id, 'desc']],
  createdAt_asc: [[contactMessages.createdAt, 'asc'], [contactMessages.id, 'asc']],
  name_asc: [[sql`lower(${contactMessages.fullName})`, 'asc'], [contactMessages.id, 'asc']],
  name_desc: [[sql`lower(${contactMessages.fullName})`, 'desc'], [contactMessages.id, 'desc']],
  // Ascending status puts the unread ones first; newest first inside each group.
  status_asc: [[contactMessages.isRead, 'asc'], [contactMessages.createdAt, 'desc'], [contactMessages.id, 'desc']],
  status_desc: [[contactMessages.isRead, 'desc'], [contactMessages.createdAt, 'desc'], [contactMessages.id, 'desc']],
};

/** The admin list, its count and export, and marking read or commenting. */
export const messageInbox = inboxRepository<typeof contactMessages, InboxFilter, MessageSort>(contactMessages, orderings);

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertMessage(db: Executor, values: NewContactMessage): Promise<void> {
  await db.insert(contactMessages).values(values);
}
