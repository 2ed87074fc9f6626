import { z } from 'zod';
import { formatMinorUnits } from '../../../../contract/money.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

const props = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  /** Stripe's failure_reason (e.g. expired_or_canceled_card); null when it gave none. */
  failureReason: z.string().nullable(),
  invoiceId: z.string(),
});

/** The company inbox's notice of a refund the bank returned: the customer did not get the money back. */
export const refundFailedMail = defineMailTemplate({
  name: 'billing.refund-failed',
  props,
  subject: ({ customerName, amount, currency }) => `Refund failed: ${formatMinorUnits(amount, currency)} to ${customerName}`,
  Component: ({ site, ...refund }) => (
    <MailLayout site={site} preview="The customer did not get the money back." heading="A refund failed" action={{ label: 'Open the refunds', href: siteLink(site, '/refunds') }}>
      <MailText>
        The bank returned a refund of {formatMinorUnits(refund.amount, refund.currency)}: the customer has not been paid back, and the payment counts as
        paid again. Contact the customer to refund them another way.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${refund.customerName} (${refund.customerEmail})` },
          { label: 'Amount', value: formatMinorUnits(refund.amount, refund.currency) },
          { label: 'Why', value: refund.failureReason ? refund.failureReason.replaceAll('_', ' ') : 'not given by Stripe' },
          { label: 'Invoice', value: refund.invoiceId },
        ]}
      />
    </MailLayout>
  ),
  samples: [
    { customerName: 'Alex Morgan', customerEmail: 'alex@example.com', amount: 50000, currency: 'usd', failureReason: 'expired_or_canceled_card', invoiceId: 'in_1Example' },
  ],
});
