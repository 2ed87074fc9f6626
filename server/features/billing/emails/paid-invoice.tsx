import { z } from 'zod';
import { formatDay } from '../../../../contract/dates.js';
import { formatMinorUnits } from '../../../../contract/money.js';
import { MailDetails, siteLink, type MailAction, type MailDetail, type MailSite } from '../../mail/mail.public.js';

/**
 * What a billing mail says about one invoice: amount in the currency's smallest unit, its lines,
 * Stripe's page for it, and (once the sync knows them) its number, PDF and service period. Those
 * four default to null: a mail queued before they existed is checked again when it is sent.
 */
export const invoiceMailProps = z.object({
  name: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  description: z.string(),
  hostedInvoiceUrl: z.string().url().nullable(),
  /** As printed on the invoice ('A1B2C3D4-0001'); null until Stripe finalizes it. */
  invoiceNumber: z.string().nullable().default(null),
  invoicePdfUrl: z.string().url().nullable().default(null),
  /** ISO times of the service period the invoice bills. */
  periodStart: z.string().nullable().default(null),
  periodEnd: z.string().nullable().default(null),
});

export type InvoiceMailProps = z.infer<typeof invoiceMailProps>;

/** 'A$3,270.00' from 327000 aud: the one money formatter (contract/money.ts). */
export const invoiceAmount = (invoice: Pick<InvoiceMailProps, 'amount' | 'currency'>) => formatMinorUnits(invoice.amount, invoice.currency);

/** 'Mon, Oct 12, 2026, 10:00 UTC' from an ISO time: a mail cannot know the reader's time zone, so it says which one it uses. */
export function utcTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const [day, clock] = [time.toISOString().slice(0, 10), time.toISOString().slice(11, 16)];
  return `${formatDay(day, 'weekday-short')}, ${day.slice(0, 4)}, ${clock} UTC`;
}

/** 'Oct 12, 2026 to Nov 12, 2026 (UTC)', or null when the period is not known (or is a single instant, as a bare invoice's own period can be). */
export function periodText({ periodStart, periodEnd }: Pick<InvoiceMailProps, 'periodStart' | 'periodEnd'>): string | null {
  if (!periodStart || !periodEnd) return null;
  const start = new Date(periodStart);
  const end = new Date(periodEnd);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) return null;
  return `${formatDay(start.toISOString().slice(0, 10))} to ${formatDay(end.toISOString().slice(0, 10))} (UTC)`;
}

/** Stripe's page of the invoice, or the customer's subscriptions on the site when Stripe gave none. */
export const invoiceAction = (invoice: InvoiceMailProps, site: MailSite, label: { invoice: string; subscriptions: string }): MailAction =>
  invoice.hostedInvoiceUrl
    ? { label: label.invoice, href: invoice.hostedInvoiceUrl }
    : { label: label.subscriptions, href: siteLink(site, '/subscription') };

export function InvoiceDetails({ invoice }: { invoice: InvoiceMailProps }) {
  const period = periodText(invoice);
  const rows: MailDetail[] = [
    ...(invoice.invoiceNumber ? [{ label: 'Invoice', value: invoice.invoiceNumber }] : []),
    { label: 'Amount', value: invoiceAmount(invoice) },
    { label: 'For', value: invoice.description },
    ...(period ? [{ label: 'Period', value: period }] : []),
  ];
  return <MailDetails rows={rows} />;
}

export const sampleInvoice: InvoiceMailProps = {
  name: 'Alex Morgan',
  amount: 327000,
  currency: 'aud',
  description: 'Dedicated Virtual Assistant, full time (monthly)',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1Example/test_YWNjdF8xRXhhbXBsZQ',
  invoiceNumber: 'A1B2C3D4-0002',
  invoicePdfUrl: 'https://pay.stripe.com/invoice/acct_1Example/test_YWNjdF8xRXhhbXBsZQ/pdf',
  periodStart: '2026-10-12T02:00:00.000Z',
  periodEnd: '2026-11-12T02:00:00.000Z',
};
