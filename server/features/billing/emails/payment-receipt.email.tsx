import { defineMailTemplate, MailLayout, MailText } from '../../mail/mail.public.js';
import { formatMoney, invoiceAction, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/** One receipt per renewal. */
export const paymentReceiptMail = defineMailTemplate({
  name: 'billing.payment-receipt',
  props: invoiceMailProps,
  subject: ({ amount, currency }) => `Payment receipt: ${formatMoney(amount, currency)}`,
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`We received your payment of ${formatMoney(invoice.amount, invoice.currency)}.`}
      heading="Payment receipt"
      action={invoiceAction(invoice, site, { invoice: 'View your invoice', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>We received your payment of {formatMoney(invoice.amount, invoice.currency)}. Thank you.</MailText>
      <InvoiceDetails invoice={invoice} />
    </MailLayout>
  ),
  samples: [sampleInvoice],
});
