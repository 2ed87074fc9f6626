import { z } from 'zod';
import { placementEndKinds, type PlacementEndKind } from '../../../../contract/placements.js';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf, formatDay, placementMailProps, samplePlacement } from './placement-mail-facts.js';

const endedProps = placementMailProps.omit({ workingHours: true }).extend({
  kind: z.enum(placementEndKinds),
  /** The last day is still ahead (a replaced talent works until the day before the replacement starts): told in the future. */
  upcoming: z.boolean().default(false),
});

const whyForCustomer: Record<PlacementEndKind, string> = {
  ended: 'We have ended this placement; the seat is open again and we are recruiting for it.',
  replaced: 'A replacement takes the seat; we will introduce them to you in a separate e-mail.',
  subscription_ended: 'Your subscription has ended, and with it this placement.',
};

/** To the customer when a placement of theirs ends. */
export const placementEndedCustomerMail = defineMailTemplate({
  name: 'placements.placement-ended-customer',
  props: endedProps,
  subject: ({ talentFirstName, role, upcoming, day }) =>
    upcoming ? `${talentFirstName}'s placement as your ${role} ends after ${formatDay(day)}` : `${talentFirstName}'s placement as your ${role} has ended`,
  Component: ({ site, ...placement }) => (
    <MailLayout
      site={site}
      preview={
        placement.upcoming
          ? `${placement.talentFirstName} ${placement.talentLastName} keeps working as your ${placement.role} through ${formatDay(placement.day)}.`
          : `${placement.talentFirstName} ${placement.talentLastName} stopped working as your ${placement.role} on ${formatDay(placement.day)}.`
      }
      heading={placement.upcoming ? 'A placement is ending' : 'A placement has ended'}
      action={{ label: 'See your team', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(placement.customerName)},</MailText>
      <MailText>
        {placement.upcoming
          ? `${placement.talentFirstName} ${placement.talentLastName} keeps working as your ${placement.role} through ${formatDay(placement.day)}, their last day.`
          : `${placement.talentFirstName} ${placement.talentLastName}'s placement as your ${placement.role} ended on ${formatDay(placement.day)}.`}
      </MailText>
      <MailText>{whyForCustomer[placement.kind]}</MailText>
    </MailLayout>
  ),
  samples: [{ ...samplePlacement, kind: 'replaced', upcoming: true }],
});

/** To the talent when their placement ends. */
export const placementEndedTalentMail = defineMailTemplate({
  name: 'placements.placement-ended-talent',
  props: endedProps,
  subject: ({ customerName, upcoming, day }) => (upcoming ? `Your placement with ${customerName} ends after ${formatDay(day)}` : `Your placement with ${customerName} has ended`),
  Component: ({ site, ...placement }) => (
    <MailLayout
      site={site}
      preview={placement.upcoming ? `Your last day with ${placement.customerName} is ${formatDay(placement.day)}.` : `Your placement with ${placement.customerName} ended on ${formatDay(placement.day)}.`}
      heading={placement.upcoming ? 'Your placement is ending' : 'Your placement has ended'}
    >
      <MailText>Hello {placement.talentFirstName},</MailText>
      <MailText>
        {placement.upcoming
          ? `Your placement with ${placement.customerName} as their ${placement.role} ends after ${formatDay(placement.day)}: please keep working, and log your hours, through that day.`
          : `Your placement with ${placement.customerName} as their ${placement.role} ended on ${formatDay(placement.day)}.`}{' '}
        Your coordinator will be in touch about what comes next.
      </MailText>
    </MailLayout>
  ),
  samples: [{ ...samplePlacement, kind: 'ended', upcoming: false }],
});
