import type { z } from 'zod';
import type { InvoiceRecord, paymentsContract, StatementQuery } from '../../../contract/payments.js';
import type { Database } from '../../db/database.js';
import { accountReadsOf, accountVersion, HOLDS_UNTIL_WRITTEN, type AccountReader } from '../../lib/account-reads-cache.js';
import { csvText } from '../../lib/csv-export.js';
import { pageOf } from '../../lib/paging.js';
import * as repository from './invoices.repository.js';
import { toInvoiceRecord } from './payments.mapper.js';
import { statementCsvColumns, statementLines } from './statement.csv.js';

type MyInvoicesQuery = z.output<typeof paymentsContract.myInvoices.query>;

const DEFAULT_PAGE_SIZE = 10;

/**
 * One page of the caller's invoices, newest first, always paged (the screen is ours, not the
 * spec's): kept per account while none of its payments is written (nothing in it depends on the clock).
 */
export function listMyInvoices(db: Database, account: AccountReader, query: MyInvoicesQuery): Promise<{ invoices: InvoiceRecord[]; total: number }> {
  return accountReadsOf(db).answer(account, `invoices ${JSON.stringify(query)}`, accountVersion, async () => ({
    value: await readMyInvoices(db, account.id, query),
    holdsUntil: HOLDS_UNTIL_WRITTEN,
  }));
}

async function readMyInvoices(db: Database, userId: string, query: MyInvoicesQuery): Promise<{ invoices: InvoiceRecord[]; total: number }> {
  const q = query.q || undefined;
  const { rows, total } = await repository.listUserInvoices(db, userId, { q, ...pageOf(query, DEFAULT_PAGE_SIZE) });
  return { invoices: rows.map(({ total: _total, ...row }) => toInvoiceRecord(row)), total: total ?? (await repository.countUserInvoices(db, userId, q)) };
}

/** The first instant after `day` (YYYY-MM-DD) in UTC. */
function dayAfter(day: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/**
 * The caller's statement for a period of UTC days (both included), through the one CSV writer,
 * named by its period: the invoices are read first, so the totals are known before a byte is sent.
 * Its text is kept per account and period while none of the account's payments is written, as
 * its invoices list is (a year of a busy account's invoices is ~240 lines: about 4 ms to read and write).
 */
export async function myStatement(db: Database, account: AccountReader, period: StatementQuery): Promise<{ filename: string; csv: string }> {
  const csv = await accountReadsOf(db).answer(account, `statement ${period.from} ${period.to}`, accountVersion, async () => ({
    value: await statementText(db, account.id, period),
    holdsUntil: HOLDS_UNTIL_WRITTEN,
  }));
  return { filename: `statement-${period.from}_${period.to}-utc.csv`, csv };
}

async function statementText(db: Database, userId: string, period: StatementQuery): Promise<string> {
  const invoices = await repository.userInvoicesDated(db, userId, new Date(`${period.from}T00:00:00Z`), dayAfter(period.to));
  return csvText(statementCsvColumns, statementLines(invoices, period));
}
