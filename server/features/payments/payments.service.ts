import type { z } from 'zod';
import type { paymentListQuerySchema, paymentsContract, RevenueSummary } from '../../../contract/payments.js';
import type { Database } from '../../db/database.js';
import { accountReadsOf, accountVersion, HOLDS_UNTIL_WRITTEN, type AccountReader } from '../../lib/account-reads-cache.js';
import { isUuid } from '../../lib/ids.js';
import { toPayment } from './payments.mapper.js';
import * as repository from './payments.repository.js';
import { listCustomers as listCustomerRows, revenueSummary } from './revenue.repository.js';
import { isPaged, pageOf } from '../../lib/paging.js';

type PaymentListQuery = Omit<z.output<typeof paymentListQuerySchema>, 'userId'> & { userId?: string | undefined };
type CustomerListQuery = z.output<typeof paymentsContract.listCustomers.query>;

const DEFAULT_PAGE_SIZE = 10;

function filterOf(query: PaymentListQuery): repository.PaymentFilter {
  return {
    userId: query.userId || undefined,
    status: query.status || undefined,
    currency: query.currency,
    refunded: query.refunded === undefined ? undefined : query.refunded === 'true',
    q: query.q || undefined,
  };
}

async function withRefunds(db: Database, rows: repository.PaymentWithCustomer[]) {
  const refunds = await repository.refundsOf(db, rows.map((row) => row.id));
  return rows.map((row) => toPayment(row, refunds.get(row.id) ?? []));
}

/** The spec's plain array, or one page with `total` when paging is asked for. */
export async function listPayments(db: Database, query: PaymentListQuery) {
  if (query.userId && !isUuid(query.userId)) return query.page || query.pageSize ? { payments: [], total: 0 } : [];
  const filter = filterOf(query);
  if (!isPaged(query)) return withRefunds(db, await repository.listPayments(db, filter, { sort: query.sort }));
  const { limit, offset } = pageOf(query, DEFAULT_PAGE_SIZE);
  const [rows, total] = await Promise.all([
    repository.listPayments(db, filter, { sort: query.sort, limit, offset }),
    repository.countPayments(db, filter),
  ]);
  return { payments: await withRefunds(db, rows), total };
}

/**
 * The caller's own payments, kept per account while none of them (nor the account's name or
 * address, which each row shows) is written: nothing in them depends on the clock.
 */
export function listMyPayments(db: Database, account: AccountReader, query: Omit<PaymentListQuery, 'userId'>) {
  return accountReadsOf(db).answer(account, `payments ${JSON.stringify(query)}`, accountVersion, async () => ({
    value: await listPayments(db, { ...query, userId: account.id }),
    holdsUntil: HOLDS_UNTIL_WRITTEN,
  }));
}

/** Always paged (the customers screen is ours, not the spec's). */
export function listCustomers(db: Database, query: CustomerListQuery) {
  return listCustomerRows(db, { q: query.q || undefined, sort: query.sort, ...pageOf(query, DEFAULT_PAGE_SIZE) });
}

/** Active subscriptions, recurring revenue and refunds, for the admin's payments summary. */
export function getRevenueSummary(db: Database): Promise<RevenueSummary> {
  return revenueSummary(db);
}
