import { defineMailTemplate, MailLayout, MailText } from '../../mail/mail.public.js';
import { invoiceAmount, invoiceAction, InvoiceDetails, invoiceMailProps, sampleInvoice } from './paid-invoice.js';

/**
 * A renewal the bank will pay only once the cardholder confirms it (3D Secure): Stripe's retries
 * cannot do that for them, so the mail gives Stripe's page of the invoice, where they confirm it
 * (or pay with another card, which then pays their renewals). Once per invoice.
 */
export const paymentActionRequiredMail = defineMailTemplate({
  name: 'billing.payment-action-required',
  props: invoiceMailProps,
  subject: () => 'Confirm your payment',
  Component: ({ site, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`Your bank asks you to confirm the payment of ${invoiceAmount(invoice)}.`}
      heading="Confirm your payment"
      action={invoiceAction(invoice, site, { invoice: 'Confirm the payment', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>
        Your bank asks you to confirm the payment of {invoiceAmount(invoice)} before it is made. Open the invoice and confirm it
        there; you can also pay it with another card, which then pays your next renewals too.
      </MailText>
      <InvoiceDetails invoice={invoice} />
      <MailText>Until it is confirmed, the payment is overdue.</MailText>
    </MailLayout>
  ),
  samples: [sampleInvoice, { ...sampleInvoice, hostedInvoiceUrl: null }],
});
