import { z } from 'zod';
import { defineMailTemplate, MailLayout, MailLink, MailText, siteLink } from '../../mail/mail.public.js';
import { invoiceAmount, invoiceAction, InvoiceDetails, invoiceMailProps, sampleInvoice, utcTime } from './paid-invoice.js';

/**
 * A renewal Stripe could not collect, mailed once per invoice (its first failure): how to pay it,
 * and when the team's work pauses if it stays unpaid. Stripe's retries charge the subscription's
 * default card, so the mail never says "update your card on the invoice page": a card used there
 * pays that invoice and becomes the renewals' card (stripe-sync's adoptPayingCard), or the card is
 * changed in the portal (Manage billing on /subscription).
 */
export const paymentFailedMail = defineMailTemplate({
  name: 'billing.payment-failed',
  props: invoiceMailProps.extend({
    /** ISO time the grace period ends (PAYMENT_GRACE_DAYS after the first failure); absent on mails queued before it was told. */
    workPausesAfter: z.string().nullable().optional(),
  }),
  subject: () => 'Your payment did not go through',
  Component: ({ site, workPausesAfter, ...invoice }) => (
    <MailLayout
      site={site}
      preview={`We could not collect ${invoiceAmount(invoice)}.`}
      heading="Your payment did not go through"
      action={invoiceAction(invoice, site, { invoice: 'Pay the invoice', subscriptions: 'See your subscriptions' })}
    >
      <MailText>Hello {invoice.name},</MailText>
      <MailText>We could not collect {invoiceAmount(invoice)}.</MailText>
      <InvoiceDetails invoice={invoice} />
      <MailText>
        Stripe will try your card again in the coming days. To pay now, open the invoice and pay it with any card: that card then pays your next renewals
        too. To change the card without paying now, open <MailLink href={siteLink(site, '/subscription')}>{siteLink(site, '/subscription')}</MailLink> and
        use Manage billing.
      </MailText>
      {workPausesAfter ? (
        <MailText>If it is still unpaid on {utcTime(workPausesAfter)}, your team&apos;s work is paused from the next day until it is paid.</MailText>
      ) : null}
    </MailLayout>
  ),
  samples: [
    { ...sampleInvoice, amount: 20000, currency: 'usd', workPausesAfter: '2026-10-12T10:00:00.000Z' },
    { ...sampleInvoice, amount: 20000, currency: 'usd', hostedInvoiceUrl: null },
  ],
});
