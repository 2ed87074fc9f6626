import type { Readable } from 'node:stream';
import { DEFAULT_INQUIRY_SORT, type Inquiry, type inquiryListQuerySchema } from '../../../contract/inquiries.js';
import { inboxMessages } from '../../../contract/inbox.js';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { csvStream, inBatches } from '../../lib/csv-export.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { withSearchPlan } from '../../lib/search-plan.js';
import { inquiryCsvColumns } from './inquiries.csv.js';
import { toInquiry } from './inquiries.mapper.js';
import * as repository from './inquiries.repository.js';

type ListQuery = z.output<typeof inquiryListQuerySchema>;

export const inquiryNotFound = () => notFound('inquiries.not_found', inboxMessages.inquiryNotFound);

function filterOf(query: Partial<ListQuery>): repository.InquiryFilter {
  return { q: query.q || undefined, status: query.status, kind: query.kind };
}

/** Every inquiry in the spec's shape, or one page with `total` when paging is asked for. */
export async function listInquiries(db: Database, query: Partial<ListQuery>): Promise<{ inquiries: Inquiry[]; total?: number }> {
  const filter = filterOf(query);
  const sort = query.sort ?? DEFAULT_INQUIRY_SORT;
  if (query.page === undefined && query.pageSize === undefined) {
    return { inquiries: (await repository.listInquiries(db, filter, { sort })).map(toInquiry) };
  }
  const pageSize = query.pageSize ?? 10;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const [rows, total] = await withSearchPlan(db, Boolean(filter.q), (executor) =>
    Promise.all([repository.listInquiries(executor, filter, { sort, limit: pageSize, offset }), repository.countInquiries(executor, filter)]),
  );
  return { inquiries: rows.map(toInquiry), total };
}

/** The current filter as CSV, read from the database in batches while it is sent. */
export async function exportInquiries(db: Database, query: Partial<ListQuery>): Promise<Readable> {
  const ids = await repository.listInquiryIds(db, filterOf(query), query.sort ?? DEFAULT_INQUIRY_SORT);
  return csvStream(inquiryCsvColumns, inBatches(ids, (batch) => repository.findInquiriesByIds(db, batch)));
}

async function updateInquiry(db: Database, id: string, values: { isRead?: true; comment?: string }): Promise<Inquiry> {
  const row = isUuid(id) ? await repository.updateInquiry(db, id, values) : undefined;
  if (!row) throw inquiryNotFound();
  return toInquiry(row);
}

/** Idempotent: an inquiry already read stays read and is answered as it is. */
export function markInquiryRead(db: Database, id: string): Promise<Inquiry> {
  return updateInquiry(db, id, { isRead: true });
}

/** Replaces the admin's comment (the contract has already required text). */
export function commentOnInquiry(db: Database, id: string, comment: string): Promise<Inquiry> {
  return updateInquiry(db, id, { comment });
}
