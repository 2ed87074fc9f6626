import type { z } from 'zod';
import { inboxMessages } from '../../../contract/inbox.js';
import { DEFAULT_INQUIRY_SORT, type Inquiry, type inquiryListQuerySchema } from '../../../contract/inquiries.js';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { inboxAdmin } from '../../lib/inbox-admin.js';
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

export const exportInquiries = inbox.exportCsv;

export const markInquiryRead = (db: Database, id: string) => inbox.change(db, id, { isRead: true });

export const commentOnInquiry = (db: Database, id: string, comment: string) => inbox.change(db, id, { comment });
