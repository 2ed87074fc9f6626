import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_INQUIRY_SORT, type Inquiry, type inquiryListQuerySchema } from '../../../contract/inquiries.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
import { recordAdminAction } from '../audit/audit.public.js';
import { inquiryCsvColumns } from './inquiries.csv.js';
import { toInquiry } from './inquiries.mapper.js';
import { inquiryInbox } from './inquiries.repository.js';

type ListQuery = z.output<typeof inquiryListQuerySchema>;

const inbox = inboxAdmin({
  repository: inquiryInbox,
  filterOf: (query: Partial<ListQuery>) => ({ q: query.q || undefined, status: query.status, kind: query.kind }),
  defaultSort: DEFAULT_INQUIRY_SORT,
  toItem: toInquiry,
  csvColumns: inquiryCsvColumns,
  notFound: () => notFound('inquiries.not_found', inboxMessages.inquiryNotFound),
  audit: { record: recordAdminAction, target: 'inquiry', exported: 'inquiries.exported', markedRead: 'inquiry.marked_read', commented: 'inquiry.commented' },
});

/** Every inquiry in the spec's shape, or one page with `total` when paging is asked for. */
export async function listInquiries(db: Database, query: Partial<ListQuery>): Promise<{ inquiries: Inquiry[]; total?: number }> {
  const { items, ...paging } = await inbox.list(db, query);
  return { inquiries: items, ...paging };
}

/** The current filter as CSV, audited (`inquiries.exported`) before any byte is sent; no audit context (a HEAD) records nothing. */
export const exportInquiries = inbox.exportCsv;
/** Marks one read (`inquiry.marked_read`). */
export const markInquiryRead = inbox.markRead;
/** Replaces one's comment (`inquiry.commented`). */
export const commentOnInquiry = inbox.comment;
