import { and, asc, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { payments } from './payments.table.js';

/** What an invoice shows its customer: the row less the refund bookkeeping, the address and the search text. */
const invoiceColumns = {
  id: payments.id,
  stripeInvoiceId: payments.stripeInvoiceId,
  invoiceNumber: payments.invoiceNumber,
  createdAt: payments.createdAt,
  periodStart: payments.periodStart,
  periodEnd: payments.periodEnd,
  description: payments.description,
  amount: payments.amount,
  amountRefunded: payments.amountRefunded,
  taxAmount: payments.taxAmount,
  currency: payments.currency,
  status: payments.status,
  disputeStatus: payments.disputeStatus,
  hostedInvoiceUrl: payments.hostedInvoiceUrl,
  invoicePdfUrl: payments.invoicePdfUrl,
};

function mineMatching(userId: string, q: string | undefined): SQL | undefined {
  const pattern = q ? `%${escapeLike(q.toLowerCase())}%` : undefined;
  return and(
    eq(payments.userId, userId),
    pattern ? or(like(payments.searchText, pattern), like(sql`lower(coalesce(${payments.invoiceNumber}, ''))`, pattern)) : undefined,
  );
}

/**
 * One page of a customer's invoices, newest first, with how many there are in all, in one query
 * on the (user, created) index: the count is a window over the rows the page is cut from.
 */
export async function listUserInvoices(db: Executor, userId: string, options: { q?: string | undefined; limit: number; offset: number }) {
  const rows = await db
    .select({ ...invoiceColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(payments)
    .where(mineMatching(userId, options.q))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: rows[0]?.total };
}

export type InvoiceRow = Omit<Awaited<ReturnType<typeof listUserInvoices>>['rows'][number], 'total'>;

/** How many invoices match: only asked for a page past the end, whose window counted nothing. */
export async function countUserInvoices(db: Executor, userId: string, q: string | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).where(mineMatching(userId, q));
  return row?.total ?? 0;
}

/** A customer's invoices dated in [from, until), oldest first: a statement's lines. */
export function userInvoicesDated(db: Executor, userId: string, from: Date, until: Date): Promise<InvoiceRow[]> {
  return db
    .select(invoiceColumns)
    .from(payments)
    .where(and(eq(payments.userId, userId), gte(payments.createdAt, from), lt(payments.createdAt, until)))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}
