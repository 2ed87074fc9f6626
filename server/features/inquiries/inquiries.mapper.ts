import type { Inquiry } from '../../../contract/inquiries.js';
import type { InquiryRow } from './inquiries.table.js';

/** The database row in the spec's shape (`_id`, `postingDate` as ISO text). */
export function toInquiry(row: InquiryRow): Inquiry {
  return {
    _id: row.id,
    kind: row.kind,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    location: row.location,
    noOfStaff: row.noOfStaff,
    message: row.message,
    isOkayToRecieveMarketing: row.isOkayToRecieveMarketing,
    timeZone: row.timeZone,
    date: row.date,
    timeFrom: row.timeFrom,
    timeTo: row.timeTo,
    isRead: row.isRead,
    comment: row.comment,
    postingDate: row.postingDate.toISOString(),
  };
}
