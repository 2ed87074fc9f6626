import { formatMinorUnits } from '@contract/money';
import type { InvoiceRecord } from '@contract/payments';
import { formatCalendarDay } from '@/lib/dates';
import type { Column } from '@/ui/list-kit/DataTable';
import type { InvoiceSort } from '@/features/billing/api/use-my-invoices-page';
import { PaymentStatus } from './PaymentStatus';

/** An invoice's day as its UTC date, the day the statement CSV gives it ('December 28, 2026'). */
export const invoiceDay = (iso: string | null) => (iso ? formatCalendarDay(iso) : 'N/A');

/** Its printed number; one recorded before Stripe numbered it goes by Stripe's id. */
export const invoiceNumberOf = (invoice: InvoiceRecord) => invoice.number ?? invoice.invoiceId;

function periodText(invoice: InvoiceRecord): string {
  if (!invoice.periodStart || !invoice.periodEnd) return 'N/A';
  const [start, end] = [invoiceDay(invoice.periodStart), invoiceDay(invoice.periodEnd)];
  return start === end ? start : `${start} – ${end}`;
}

const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Stripe's page of the invoice (to read or pay it) and its PDF, each opened in a new tab, named for screen readers by the invoice. */
function InvoiceLinks({ invoice }: { invoice: InvoiceRecord }) {
  const number = invoiceNumberOf(invoice);
  if (!invoice.hostedInvoiceUrl && !invoice.invoicePdfUrl) return <span className="text-slate-600">Not available</span>;
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {invoice.hostedInvoiceUrl ? (
        <a href={invoice.hostedInvoiceUrl} target="_blank" rel="noopener noreferrer" className={link}>
          View invoice<span className="sr-only"> {number} (opens in a new tab)</span>
        </a>
      ) : null}
      {invoice.invoicePdfUrl ? (
        <a href={invoice.invoicePdfUrl} target="_blank" rel="noopener noreferrer" className={link}>
          PDF<span className="sr-only"> of invoice {number} (opens in a new tab)</span>
        </a>
      ) : null}
    </span>
  );
}

/** Number, date, the period billed, what for, amount (with the tax in it and any refund), status, and the invoice's page and PDF. */
export const invoiceColumns: Column<InvoiceRecord, InvoiceSort>[] = [
  { id: 'number', header: 'Number', cell: (invoice) => <span className="font-medium whitespace-nowrap text-slate-900">{invoiceNumberOf(invoice)}</span> },
  { id: 'date', header: 'Date', cell: (invoice) => invoiceDay(invoice.createdAt), className: 'min-w-[8rem]' },
  { id: 'period', header: 'Period', cell: periodText, className: 'min-w-[10rem]' },
  { id: 'description', header: 'Description', cell: (invoice) => invoice.description, className: 'min-w-[12rem]' },
  {
    id: 'amount',
    header: 'Amount',
    className: 'whitespace-nowrap',
    cell: (invoice) => (
      <>
        {formatMinorUnits(invoice.amount, invoice.currency)}
        {invoice.taxAmount !== null ? <span className="block text-xs text-slate-600">incl. tax {formatMinorUnits(invoice.taxAmount, invoice.currency)}</span> : null}
        {invoice.amountRefunded > 0 ? (
          <span className="block text-xs text-slate-600">refunded {formatMinorUnits(invoice.amountRefunded, invoice.currency)}</span>
        ) : null}
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (invoice) => <PaymentStatus status={invoice.status} disputeStatus={invoice.disputeStatus} /> },
  { id: 'documents', header: 'Invoice', cell: (invoice) => <InvoiceLinks invoice={invoice} /> },
];
