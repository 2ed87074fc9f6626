import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailText } from '../../mail/mail.public.js';
import { formatMoney, invoiceAction, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/** The confirmation the payment-success page promises, sent when the first invoice is paid. */
export const subscriptionConfirmedMail = defineMailTemplate({
  name: 'billing.subscription-confirmed',
  props: invoiceMailProps,
  subject: () => `Your ${company.brand} subscription is confirmed`,
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`Thank you for your payment of ${formatMoney(invoice.amount, invoice.currency)}.`}
      heading="Your subscription is confirmed"
      action={invoiceAction(invoice, site, { invoice: 'View your invoice', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>Thank you for your payment of {formatMoney(invoice.amount, invoice.currency)}. Your subscription is active.</MailText>
      <InvoiceDetails invoice={invoice} />
      <MailText>Our team will contact you shortly to start matching your talent.</MailText>
    </MailLayout>
  ),
  samples: [sampleInvoice],
});
