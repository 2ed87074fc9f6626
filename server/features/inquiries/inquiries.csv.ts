import type { InquiryRow } from './inquiries.table.js';
import type { CsvColumn } from '../../lib/csv-export.js';

export const inquiryCsvColumns: readonly CsvColumn<InquiryRow>[] = [
  ['Received at', (row) => row.postingDate.toISOString()],
  ['Kind', (row) => row.kind],
  ['Status', (row) => (row.isRead ? 'Read' : 'Unread')],
  ['First name', (row) => row.firstName],
  ['Last name', (row) => row.lastName],
  ['Email', (row) => row.email],
  ['Phone', (row) => row.phone],
  ['Company', (row) => row.company],
  ['Call date', (row) => row.date],
  ['Call from', (row) => row.timeFrom],
  ['Call to', (row) => row.timeTo],
  ['Time zone', (row) => row.timeZone],
  ['Location', (row) => row.location],
  ['Staff wanted', (row) => row.noOfStaff],
  ['Marketing e-mails OK', (row) => (row.kind === 'quote' ? row.isOkayToRecieveMarketing : null)],
  ['Message', (row) => row.message],
  ['Comment', (row) => row.comment],
];
