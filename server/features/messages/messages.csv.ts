import type { CsvColumn } from '../../lib/csv-export.js';
import type { ContactMessageRow } from './messages.table.js';

export const messageCsvColumns: readonly CsvColumn<ContactMessageRow>[] = [
  ['Received at', (row) => row.createdAt.toISOString()],
  ['Status', (row) => (row.isRead ? 'Read' : 'Unread')],
  ['Full name', (row) => row.fullName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Website', (row) => row.website],
  ['Wants updates', (row) => row.isWillingToReceiveUpdates],
  ['Message', (row) => row.message],
  ['Comment', (row) => row.comment],
];
