import { and, asc, count, desc, eq, getTableColumns, gt, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { paymentSorts } from '../../../contract/payments.js';
import type { Executor } from '../../db/database.js';
import { escapeLike } from '../../lib/like.js';
import { bothWaysThen } from '../../lib/sort-orders.js';
import { users } from '../auth/users.table.js';
import { payments, refunds, type PaymentRow, type RefundRow } from './payments.table.js';

export type PaymentSort = (typeof paymentSorts)[number];

export interface PaymentFilter {
  userId?: string | undefined;
  status?: string | undefined;
  currency?: string | undefined;
  /** true: only payments with a refund; false: only those without. */
  refunded?: boolean | undefined;
  q?: string | undefined;
}

const newest = [desc(payments.createdAt), desc(payments.id)];

const orderings: Record<PaymentSort, SQL[]> = {
  createdAt_desc: newest,
  createdAt_asc: [asc(payments.createdAt), asc(payments.id)],
  ...bothWaysThen(newest, {
    customerName: sql`lower(${users.name})`,
    customerEmail: sql`lower(${users.email})`,
    amount: sql`${payments.amount}`,
    currency: sql`${payments.currency}`,
    status: sql`${payments.status}`,
    role: sql`${payments.plan}`,
  }),
};

function whereOf(filter: PaymentFilter): SQL | undefined {
  const pattern = filter.q ? `%${escapeLike(filter.q.toLowerCase())}%` : undefined;
  return and(
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.currency ? eq(payments.currency, filter.currency) : undefined,
    filter.refunded === true ? gt(payments.amountRefunded, 0) : filter.refunded === false ? eq(payments.amountRefunded, 0) : undefined,
    pattern ? or(like(payments.searchText, pattern), like(sql`lower(${users.name} || ' ' || ${users.email})`, pattern)) : undefined,
  );
}

const selection = { ...getTableColumns(payments), customerName: users.name, customerEmail: users.email };

export function listPayments(
  db: Executor,
  filter: PaymentFilter,
  options: { sort?: PaymentSort | undefined; limit?: number; offset?: number } = {},
) {
  const query = db
    .select(selection)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(whereOf(filter))
    .orderBy(...orderings[options.sort ?? 'createdAt_desc']);
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export type PaymentWithCustomer = Awaited<ReturnType<typeof listPayments>>[number];

export async function countPayments(db: Executor, filter: PaymentFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(whereOf(filter));
  return row?.total ?? 0;
}

export function findPayment(db: Executor, id: string) {
  return db
    .select(selection)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, id))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Who paid an invoice and where Stripe shows it, when it is recorded as a payment. */
export function findInvoicePayment(db: Executor, stripeInvoiceId: string): Promise<{ userId: string; hostedInvoiceUrl: string | null } | undefined> {
  return db
    .select({ userId: payments.userId, hostedInvoiceUrl: payments.hostedInvoiceUrl })
    .from(payments)
    .where(eq(payments.stripeInvoiceId, stripeInvoiceId))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The hosted page of each of these invoices that has a payment recorded (null when Stripe gave none), by invoice id. */
export async function hostedInvoiceUrlsOf(db: Executor, stripeInvoiceIds: string[]): Promise<Map<string, string | null>> {
  if (stripeInvoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: payments.stripeInvoiceId, url: payments.hostedInvoiceUrl })
    .from(payments)
    .where(inArray(payments.stripeInvoiceId, stripeInvoiceIds));
  return new Map(rows.map((row) => [row.invoiceId, row.url]));
}

/** The payment row, locked until the transaction ends (a refund and a sync of it take turns). */
export function lockPayment(db: Executor, id: string): Promise<PaymentRow | undefined> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** Claims the payment for a refund attempt (its id is the idempotency key), or ends the attempt (both null). */
export async function setRefundAttempt(db: Executor, id: string, claim: { refundStartedAt: Date | null; refundAttemptId: string | null }): Promise<void> {
  await db.update(payments).set(claim).where(eq(payments.id, id));
}

/** A refund row, locked until the transaction ends (two admins marking it handled take turns). */
export function lockRefund(db: Executor, id: string): Promise<RefundRow | undefined> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/** Records that an admin dealt with a failed refund, and how. */
export function setRefundHandled(db: Executor, id: string, handled: { handledAt: Date; handledBy: string; handledNote: string }): Promise<RefundRow> {
  return db
    .update(refunds)
    .set(handled)
    .where(eq(refunds.id, id))
    .returning()
    .then((rows) => rows[0]!);
}

/** The refunds of the listed payments, oldest first, grouped by payment. */
export async function refundsOf(db: Executor, paymentIds: string[]): Promise<Map<string, RefundRow[]>> {
  const grouped = new Map<string, RefundRow[]>();
  if (paymentIds.length === 0) return grouped;
  const rows = await db.select().from(refunds).where(inArray(refunds.paymentId, paymentIds)).orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) grouped.set(row.paymentId, [...(grouped.get(row.paymentId) ?? []), row]);
  return grouped;
}
