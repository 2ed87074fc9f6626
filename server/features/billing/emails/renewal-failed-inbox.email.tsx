import { z } from 'zod';
import { formatMinorUnits } from '../../../../contract/money.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { utcTime } from './paid-invoice.js';

const props = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  /** What the subscription sells ("2 × Senior Technical (yearly)"). */
  subscription: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  /** declined: the card was refused; authentication: the bank asks the cardholder to confirm it. */
  why: z.enum(['declined', 'authentication']),
  /** ISO time the renewal was first found unpaid. */
  overdueSince: z.string(),
  /** ISO time the grace period ends: the team's work pauses from the next day if it is still unpaid. */
  workPausesAfter: z.string(),
  invoiceId: z.string(),
});

const whyText = { declined: 'the card was declined', authentication: 'the bank asks the cardholder to confirm the payment' } as const;

/** The company inbox's notice of a renewal that was not paid, once per invoice: Stripe retries, and the team pauses after the grace period. */
export const renewalFailedInboxMail = defineMailTemplate({
  name: 'billing.renewal-failed-inbox',
  props,
  subject: ({ customerName, amount, currency }) => `Payment overdue: ${formatMinorUnits(amount, currency)} from ${customerName}`,
  Component: ({ site, ...renewal }) => (
    <MailLayout
      site={site}
      preview={`The team's work pauses after ${utcTime(renewal.workPausesAfter)} unless it is paid.`}
      heading="A renewal was not paid"
      action={{ label: 'Open the overdue subscriptions', href: siteLink(site, '/staffing?standing=past_due') }}
    >
      <MailText>
        A renewal of {formatMinorUnits(renewal.amount, renewal.currency)} was not paid: {whyText[renewal.why]}. The customer has been e-mailed how to pay,
        and Stripe tries again on its retry schedule. If it is still unpaid on {utcTime(renewal.workPausesAfter)}, the team&apos;s work is paused from
        the next day until it is paid.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${renewal.customerName} (${renewal.customerEmail})` },
          { label: 'Subscription', value: renewal.subscription },
          { label: 'Amount', value: formatMinorUnits(renewal.amount, renewal.currency) },
          { label: 'Overdue since', value: utcTime(renewal.overdueSince) },
          { label: 'Work pauses after', value: utcTime(renewal.workPausesAfter) },
          { label: 'Invoice', value: renewal.invoiceId },
        ]}
      />
    </MailLayout>
  ),
  samples: [
    {
      customerName: 'Alex Morgan',
      customerEmail: 'alex@example.com',
      subscription: 'Senior Technical, 2 talents (yearly)',
      amount: 2400000,
      currency: 'usd',
      why: 'declined',
      overdueSince: '2026-10-05T02:00:00.000Z',
      workPausesAfter: '2026-10-12T02:00:00.000Z',
      invoiceId: 'in_1Example',
    },
  ],
});
