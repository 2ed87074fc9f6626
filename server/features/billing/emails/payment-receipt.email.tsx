import { defineMailTemplate, MailLayout, MailLink, MailText } from '../../mail/mail.public.js';
import { invoiceAction, invoiceAmount, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/**
 * The receipt of every paid invoice: the first (beside the subscription's confirmation), each
 * renewal, a seat's proration, a one-off invoice of extra hours (docs/decisions/0196). It names the
 * invoice's number, amount and period, and links Stripe's page of it and its PDF, which a
 * customer's finance team files.
 */
export const paymentReceiptMail = defineMailTemplate({
  name: 'billing.payment-receipt',
  props: invoiceMailProps,
  subject: (invoice) => `Payment receipt: ${invoiceAmount(invoice)}${invoice.invoiceNumber ? `, invoice ${invoice.invoiceNumber}` : ''}`,
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`We received your payment of ${invoiceAmount(invoice)}.`}
      heading="Payment receipt"
      action={invoiceAction(invoice, site, { invoice: 'View your invoice', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>We received your payment of {invoiceAmount(invoice)}. Thank you.</MailText>
      <InvoiceDetails invoice={invoice} />
      {invoice.invoicePdfUrl ? (
        <MailText>
          The invoice as a PDF, for your records: <MailLink href={invoice.invoicePdfUrl}>Download the invoice (PDF)</MailLink>
        </MailText>
      ) : null}
    </MailLayout>
  ),
  samples: [
    sampleInvoice,
    // Before the sync knew the number, PDF and period, and an invoice without Stripe's page.
    { ...sampleInvoice, amount: 260000, currency: 'usd', hostedInvoiceUrl: null, invoiceNumber: null, invoicePdfUrl: null, periodStart: null, periodEnd: null },
  ],
});
