import { and, asc, count, desc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { InquiryKind, InquirySort } from '../../../contract/inquiries.js';
import type { ReadState } from '../../../contract/inbox.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { inquiries, type InquiryRow } from './inquiries.table.js';

export interface InquiryFilter {
  q?: string | undefined;
  status?: ReadState | undefined;
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

function whereOf(filter: InquiryFilter): SQL | undefined {
  return and(
    filter.status ? eq(inquiries.isRead, filter.status === 'read') : undefined,
    filter.kind ? eq(inquiries.kind, filter.kind) : undefined,
    filter.q ? like(inquiries.searchText, `%${escapeLike(filter.q.toLowerCase())}%`) : undefined,
  );
}

export type NewInquiry = typeof inquiries.$inferInsert;

export async function insertInquiry(db: Executor, values: NewInquiry): Promise<void> {
  await db.insert(inquiries).values(values);
}

export function listInquiries(
  db: Executor,
  filter: InquiryFilter,
  options: { sort: InquirySort; limit?: number; offset?: number },
): Promise<InquiryRow[]> {
  const query = db.select().from(inquiries).where(whereOf(filter)).orderBy(...orderings[options.sort]);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export async function countInquiries(db: Executor, filter: InquiryFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(inquiries).where(whereOf(filter));
  return row?.total ?? 0;
}

/** The ids of every match in order, for exports that read the records in batches. */
export async function listInquiryIds(db: Executor, filter: InquiryFilter, sort: InquirySort): Promise<string[]> {
  const rows = await db.select({ id: inquiries.id }).from(inquiries).where(whereOf(filter)).orderBy(...orderings[sort]);
  return rows.map((row) => row.id);
}

export function findInquiriesByIds(db: Executor, ids: string[]): Promise<InquiryRow[]> {
  return db.select().from(inquiries).where(inArray(inquiries.id, ids));
}

/** Sets fields of one inquiry; answers the updated row, or undefined when there is none. */
export function updateInquiry(db: Executor, id: string, values: { isRead?: true; comment?: string }): Promise<InquiryRow | undefined> {
  return db
    .update(inquiries)
    .set(values)
    .where(eq(inquiries.id, id))
    .returning()
    .then((rows) => rows[0]);
}
