import { z } from 'zod';
import { formatMinorUnits } from '../../../../contract/money.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText } from '../../mail/mail.public.js';

const props = z.object({
  customerName: z.string(),
  customerEmail: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string().min(1),
  reason: z.string(),
  /** ISO date-time; null when Stripe asks for no evidence. */
  evidenceDueBy: z.string().nullable(),
  invoiceId: z.string(),
  dashboardUrl: z.string().url(),
});

const dueText = (iso: string | null) => (iso ? new Date(iso).toUTCString().replace(/:\d\d GMT$/, ' UTC') : 'no evidence asked for');

/** The company inbox's notice of a chargeback: the money is withdrawn, and evidence must reach Stripe in time. */
export const disputeOpenedMail = defineMailTemplate({
  name: 'billing.dispute-opened',
  props,
  subject: ({ customerName, amount, currency }) => `Dispute opened: ${formatMinorUnits(amount, currency)} paid by ${customerName}`,
  Component: ({ site, ...dispute }) => (
    <MailLayout
      site={site}
      preview={`Evidence due ${dueText(dispute.evidenceDueBy)}.`}
      heading="A payment is disputed"
      action={{ label: 'Respond in the Stripe Dashboard', href: dispute.dashboardUrl }}
    >
      <MailText>
        A cardholder disputed a payment. Stripe has withdrawn {formatMinorUnits(dispute.amount, dispute.currency)} until the card network decides; send
        evidence from the Dashboard before the due date, or the dispute is lost.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${dispute.customerName} (${dispute.customerEmail})` },
          { label: 'Amount', value: formatMinorUnits(dispute.amount, dispute.currency) },
          { label: 'Reason', value: dispute.reason.replaceAll('_', ' ') },
          { label: 'Evidence due', value: dueText(dispute.evidenceDueBy) },
          { label: 'Invoice', value: dispute.invoiceId },
        ]}
      />
    </MailLayout>
  ),
  samples: [
    {
      customerName: 'Alex Morgan',
      customerEmail: 'alex@example.com',
      amount: 327000,
      currency: 'aud',
      reason: 'fraudulent',
      evidenceDueBy: '2026-12-04T18:00:00.000Z',
      invoiceId: 'in_1Example',
      dashboardUrl: 'https://dashboard.stripe.com/disputes/dp_1Example',
    },
  ],
});
