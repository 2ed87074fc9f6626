import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { InquiryKind, InquirySort } from '../../../contract/inquiries.js';
import type { Executor } from '../../db/database.js';
import { inboxRepository, type InboxFilter } from '../../lib/inbox-repository.js';
import { inquiries } from './inquiries.table.js';

export interface InquiryFilter extends InboxFilter {
  kind?: InquiryKind | undefined;
}

// Each ordering ends on the id so pages never overlap; each matches an index of inquiries.table.ts.
const orderings: Record<InquirySort, SQL[]> = {
  postingDate_desc: [desc(inquiries.postingDate), desc(inquiries.id)],
  postingDate_asc: [asc(inquiries.postingDate), asc(inquiries.id)],
  name_asc: [asc(sql`lower(${inquiries.lastName})`), asc(sql`lower(${inquiries.firstName})`), asc(inquiries.id)],
  name_desc: [desc(sql`lower(${inquiries.lastName})`), desc(sql`lower(${inquiries.firstName})`), desc(inquiries.id)],
  company_asc: [asc(sql`lower(${inquiries.company})`), asc(inquiries.id)],
  company_desc: [desc(sql`lower(${inquiries.company})`), desc(inquiries.id)],
  // Ascending status puts the unread ones first; newest first inside each group.
  status_asc: [asc(inquiries.isRead), desc(inquiries.postingDate), desc(inquiries.id)],
  status_desc: [desc(inquiries.isRead), desc(inquiries.postingDate), desc(inquiries.id)],
};

/** The admin list, its count and export, and marking read or commenting. */
export const inquiryInbox = inboxRepository(inquiries, orderings, (filter: InquiryFilter) =>
  filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
);

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: Executor, values: NewInquiry): Promise<void> {
  await db.insert(inquiries).values(values);
}
