import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { formatDay } from '../../placements/placements.public.js';
import { utcTime } from './paid-invoice.js';

const props = z.object({
  customerEmail: z.string(),
  /** What the subscription sells ("2 × Senior Technical (yearly)"). */
  subscription: z.string(),
  seat: z.number().int().positive(),
  seatsFromNextPeriod: z.number().int().nonnegative(),
  /** ISO time the period ends: the renewal bills one seat fewer. */
  effectiveAt: z.string(),
  /** The seat's talent, and their last working day (YYYY-MM-DD); null for an open seat. */
  talentName: z.string().nullable(),
  talentLastDay: z.string().nullable(),
});

/** The company inbox's notice of a seat a customer removed: who leaves and when, so recruiting and the talent's next placement are planned. */
export const seatRemovedInboxMail = defineMailTemplate({
  name: 'billing.seat-removed-inbox',
  props,
  subject: ({ customerEmail, talentName }) => (talentName ? `Seat removed: ${talentName} leaves ${customerEmail}'s team` : `Open seat removed by ${customerEmail}`),
  Component: ({ site, ...removal }) => (
    <MailLayout
      site={site}
      preview={removal.talentName && removal.talentLastDay ? `${removal.talentName}'s last working day is ${formatDay(removal.talentLastDay)}.` : 'The seat was open: stop recruiting for it.'}
      heading="A customer removed a seat"
      action={{ label: 'Open Staffing', href: siteLink(site, '/staffing') }}
    >
      <MailText>
        {removal.talentName && removal.talentLastDay
          ? `${removal.talentName} keeps working until ${formatDay(removal.talentLastDay)}, then the placement ends; the talent has been told. Plan their next placement.`
          : 'The seat was open, so nobody leaves: stop recruiting for it.'}{' '}
        From the next renewal the subscription bills {removal.seatsFromNextPeriod} {removal.seatsFromNextPeriod === 1 ? 'seat' : 'seats'}.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: removal.customerEmail },
          { label: 'Subscription', value: removal.subscription },
          { label: 'Seat', value: String(removal.seat) },
          { label: 'Billed one seat fewer from', value: utcTime(removal.effectiveAt) },
        ]}
      />
    </MailLayout>
  ),
  samples: [
    { customerEmail: 'ops@acme.example', subscription: '3 × Senior Technical (monthly)', seat: 3, seatsFromNextPeriod: 2, effectiveAt: '2026-12-28T00:00:00.000Z', talentName: 'Maria Santos', talentLastDay: '2026-12-27' },
    { customerEmail: 'ops@acme.example', subscription: '3 × Senior Technical (monthly)', seat: 2, seatsFromNextPeriod: 2, effectiveAt: '2026-12-28T00:00:00.000Z', talentName: null, talentLastDay: null },
  ],
});
