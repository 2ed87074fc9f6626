import { eq, sql } from 'drizzle-orm';
import type { InquiryKind, InquirySort } from '../../../contract/inquiries.js';
import type { Executor } from '../../db/database.js';
import { inboxRepository, type InboxFilter, type InboxOrdering } from '../../lib/inbox-repository.js';
import { inquiries } from './inquiries.table.js';

export interface InquiryFilter extends InboxFilter {
  kind?: InquiryKind | undefined;
}

// Each ordering ends on the id so pages never overlap; each matches an index of inquiries.table.ts.
const orderings: Record<InquirySort, InboxOrdering> = {
  postingDate_desc: [[inquiries.postingDate, 'desc'], [inquiries.id, 'desc']],
  postingDate_asc: [[inquiries.postingDate, 'asc'], [inquiries.id, 'asc']],
  name_asc: [[sql`lower(${inquiries.lastName})`, 'asc'], [sql`lower(${inquiries.firstName})`, 'asc'], [inquiries.id, 'asc']],
  name_desc: [[sql`lower(${inquiries.lastName})`, 'desc'], [sql`lower(${inquiries.firstName})`, 'desc'], [inquiries.id, 'desc']],
  company_asc: [[sql`lower(${inquiries.company})`, 'asc'], [inquiries.id, 'asc']],
  company_desc: [[sql`lower(${inquiries.company})`, 'desc'], [inquiries.id, 'desc']],
  // Ascending status puts the unread ones first; newest first inside each group.
  status_asc: [[inquiries.isRead, 'asc'], [inquiries.postingDate, 'desc'], [inquiries.id, 'desc']],
  status_desc: [[inquiries.isRead, 'desc'], [inquiries.postingDate, 'desc'], [inquiries.id, 'desc']],
};

/** The admin list, its count and export, and marking read or commenting. */
export const inquiryInbox = inboxRepository(inquiries, orderings, (filter: InquiryFilter) =>
  filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
);

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: Executor, values: NewInquiry): Promise<void> {
  await db.insert(inquiries).values(values);
}
