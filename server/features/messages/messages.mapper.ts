import type { Message } from '../../../contract/messages.js';
import type { ContactMessageRow } from './messages.table.js';

/** The database row in the spec's shape (`_id`, `createdAt` as ISO text). */
export function toMessage(row: ContactMessageRow): Message {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    website: row.website,
    message: row.message,
    isWillingToReceiveUpdates: row.isWillingToReceiveUpdates,
    comment: row.comment,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}
