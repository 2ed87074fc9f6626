import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_INQUIRY_SORT, type Inquiry, type inquiryListQuerySchema } from '../../../contract/inquiries.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
import { recordAdminAction, type AuditContext } from '../audit/audit.public.js';
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
});

/** Every inquiry in the spec's shape, or one page with `total` when paging is asked for. */
export async function listInquiries(db: Database, query: Partial<ListQuery>): Promise<{ inquiries: Inquiry[]; total?: number }> {
  const { items, ...paging } = await inbox.list(db, query);
  return { inquiries: items, ...paging };
}

/**
 * The current filter as CSV; the export and its row count are audited (`inquiries.exported`)
 * before any byte is sent. No `audit` (a HEAD: nothing is sent) records nothing.
 */
export const exportInquiries = (db: Database, query: Partial<ListQuery>, audit: AuditContext | undefined) =>
  inbox.exportCsv(
    db,
    query,
    audit &&
      ((executor, rows) =>
        recordAdminAction(executor, { ...audit, action: 'inquiries.exported', target: { type: 'inquiry', id: null }, detail: { filter: query, rows } })),
  );

export const markInquiryRead = (db: Database, id: string, audit: AuditContext) =>
  inbox.change(db, id, { isRead: true }, (tx, row) =>
    recordAdminAction(tx, { ...audit, action: 'inquiry.marked_read', target: { type: 'inquiry', id: row.id } }),
  );

export const commentOnInquiry = (db: Database, id: string, comment: string, audit: AuditContext) =>
  inbox.change(db, id, { comment }, (tx, row) =>
    recordAdminAction(tx, { ...audit, action: 'inquiry.commented', target: { type: 'inquiry', id: row.id }, detail: { commentLength: comment.length } }),
  );
