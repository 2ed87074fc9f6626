import { formatMinorUnits, minorUnitDigits, toMajorUnits } from '../../../contract/money.js';
import type { CsvColumn } from '../../lib/csv-export.js';
import type { InvoiceRow } from './invoices.repository.js';

/** A statement's line: one invoice, or the total of one currency after them. */
export type StatementLine =
  | { kind: 'invoice'; invoice: InvoiceRow }
  | { kind: 'total'; currency: string; count: number; amount: number; amountRefunded: number; taxAmount: number; from: string; to: string };

/** The UTC calendar day of an instant: the statement's dates are UTC, and its headers and name say so. */
const utcDay = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

const money = (amount: number, currency: string) => formatMinorUnits(amount, currency);

/** The plain number a spreadsheet sums: whole units with the currency's decimals ('3270.00'; a zero-decimal currency '1800'). */
const plainNumber = (amount: number, currency: string) => toMajorUnits(amount, currency).toFixed(minorUnitDigits(currency));

const ofInvoice =
  <T>(value: (invoice: InvoiceRow) => T, total: (line: Extract<StatementLine, { kind: 'total' }>) => T) =>
  (line: StatementLine) =>
    line.kind === 'invoice' ? value(line.invoice) : total(line);

const none = () => null;

const disputeTexts: Record<string, string> = { disputed: 'disputed', won: 'dispute won', lost: 'dispute lost' };

/** As /payments shows it: 'Partially refunded', and a chargeback beside it ('Paid, dispute lost'). */
function statusText(invoice: InvoiceRow): string {
  const words = invoice.status.replaceAll('_', ' ');
  const status = words.charAt(0).toUpperCase() + words.slice(1);
  const dispute = invoice.disputeStatus ? disputeTexts[invoice.disputeStatus] : undefined;
  return dispute ? `${status}, ${dispute}` : status;
}

/**
 * A customer's statement: one row per invoice dated in the period (oldest first), then one total
 * row per currency. Amounts written as the pages write them ('A$3,270.00'), and once more as a
 * plain number in whole units for the spreadsheet's sums. An invoice recorded before Stripe
 * numbered it goes by Stripe's id.
 */
export const statementCsvColumns: readonly CsvColumn<StatementLine>[] = [
  ['Invoice number', ofInvoice((invoice) => invoice.invoiceNumber ?? invoice.stripeInvoiceId, (total) => `Total ${total.currency.toUpperCase()}`)],
  ['Invoice date (UTC)', ofInvoice((invoice) => utcDay(invoice.createdAt), none)],
  ['Period start (UTC)', ofInvoice((invoice) => utcDay(invoice.periodStart), none)],
  ['Period end (UTC)', ofInvoice((invoice) => utcDay(invoice.periodEnd), none)],
  [
    'Description',
    ofInvoice(
      (invoice) => invoice.description,
      (total) => `${total.count} ${total.count === 1 ? 'invoice' : 'invoices'} dated ${total.from} to ${total.to}`,
    ),
  ],
  ['Status', ofInvoice((invoice) => statusText(invoice), none)],
  ['Amount', ofInvoice((invoice) => money(invoice.amount, invoice.currency), (total) => money(total.amount, total.currency))],
  ['Tax included', ofInvoice((invoice) => (invoice.taxAmount === null ? null : money(invoice.taxAmount, invoice.currency)), (total) => money(total.taxAmount, total.currency))],
  ['Refunded', ofInvoice((invoice) => money(invoice.amountRefunded, invoice.currency), (total) => money(total.amountRefunded, total.currency))],
  ['Currency', ofInvoice((invoice) => invoice.currency.toUpperCase(), (total) => total.currency.toUpperCase())],
  ['Amount (number)', ofInvoice((invoice) => plainNumber(invoice.amount, invoice.currency), (total) => plainNumber(total.amount, total.currency))],
  ['Invoice page', ofInvoice((invoice) => invoice.hostedInvoiceUrl, none)],
  ['Invoice PDF', ofInvoice((invoice) => invoice.invoicePdfUrl, none)],
];

/** The invoices, then a total per currency (in the order the currencies first appear). */
export function statementLines(invoices: InvoiceRow[], period: { from: string; to: string }): StatementLine[] {
  const totals = new Map<string, Extract<StatementLine, { kind: 'total' }>>();
  for (const invoice of invoices) {
    const total = totals.get(invoice.currency) ?? { kind: 'total', currency: invoice.currency, count: 0, amount: 0, amountRefunded: 0, taxAmount: 0, ...period };
    total.count += 1;
    total.amount += invoice.amount;
    total.amountRefunded += invoice.amountRefunded;
    total.taxAmount += invoice.taxAmount ?? 0;
    totals.set(invoice.currency, total);
  }
  return [...invoices.map((invoice): StatementLine => ({ kind: 'invoice', invoice })), ...totals.values()];
}
