import { z } from 'zod';
import { MailDetails, siteLink, type MailAction, type MailSite } from '../../mail/mail.public.js';

/** What a billing mail says about one invoice: amount in cents, its lines, and Stripe's page for it. */
export const invoiceMailProps = z.object({
  name: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  description: z.string(),
  hostedInvoiceUrl: z.string().url().nullable(),
});

export type InvoiceMailProps = z.infer<typeof invoiceMailProps>;

/** 3270.00 AUD from 327000 cents. */
export function formatMoney(cents: number, currency: string): string {
  return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** 'Mon, 12 Oct 2026 10:00 UTC' from an ISO time: a mail cannot know the reader's time zone, so it says which one it uses. */
export function utcTime(iso: string): string {
  return new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC');
}

/** Stripe's page of the invoice, or the customer's subscriptions on the site when Stripe gave none. */
export const invoiceAction = (invoice: InvoiceMailProps, site: MailSite, label: { invoice: string; subscriptions: string }): MailAction =>
  invoice.hostedInvoiceUrl
    ? { label: label.invoice, href: invoice.hostedInvoiceUrl }
    : { label: label.subscriptions, href: siteLink(site, '/subscription') };

export function InvoiceDetails({ invoice }: { invoice: InvoiceMailProps }) {
  return (
    <MailDetails
      rows={[
        { label: 'Amount', value: formatMoney(invoice.amount, invoice.currency) },
        { label: 'For', value: invoice.description },
      ]}
    />
  );
}

export const sampleInvoice: InvoiceMailProps = {
  name: 'Alex Morgan',
  amount: 327000,
  currency: 'aud',
  description: 'Dedicated Virtual Assistant, full time (monthly)',
  hostedInvoiceUrl: 'https://invoice.stripe.com/i/acct_1Example/test_YWNjdF8xRXhhbXBsZQ',
};
