import { defineMailTemplate, MailLayout, MailText } from '../../mail/mail.public.js';
import { formatMoney, invoiceAction, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/** A renewal Stripe could not collect: the customer is asked to update their card before it retries. */
export const paymentFailedMail = defineMailTemplate({
  name: 'billing.payment-failed',
  props: invoiceMailProps,
  subject: () => 'Your payment did not go through',
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`We could not collect ${formatMoney(invoice.amount, invoice.currency)}.`}
      heading="Your payment did not go through"
      action={invoiceAction(invoice, site, { invoice: 'Update your card', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>We could not collect {formatMoney(invoice.amount, invoice.currency)}.</MailText>
      <InvoiceDetails invoice={invoice} />
      <MailText>Stripe will try again in the coming days. To avoid an interruption, please update your card on the invoice page.</MailText>
    </MailLayout>
  ),
  samples: [
    { ...sampleInvoice, amount: 20000, currency: 'usd' },
    { ...sampleInvoice, amount: 20000, currency: 'usd', hostedInvoiceUrl: null },
  ],
});
