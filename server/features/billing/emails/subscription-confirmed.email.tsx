import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailText } from '../../mail/mail.public.js';
import { invoiceAction, invoiceAmount, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/**
 * The confirmation the payment-success page promises, sent when the first invoice is paid. Its
 * receipt goes as its own mail, as every paid invoice's does (docs/decisions/0196): this one says
 * what happens next.
 */
export const subscriptionConfirmedMail = defineMailTemplate({
  name: 'billing.subscription-confirmed',
  props: invoiceMailProps,
  subject: () => `Your ${company.brand} subscription is confirmed`,
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`Thank you for your payment of ${invoiceAmount(invoice)}.`}
      heading="Your subscription is confirmed"
      action={invoiceAction(invoice, site, { invoice: 'View your invoice', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>Thank you for your payment of {invoiceAmount(invoice)}. Your subscription is active.</MailText>
      <InvoiceDetails invoice={invoice} />
      <MailText>Your receipt, with a link to the invoice as a PDF, comes in a separate e-mail.</MailText>
      <MailText>Our team will contact you shortly to start matching your talent.</MailText>
    </MailLayout>
  ),
  samples: [sampleInvoice],
});
