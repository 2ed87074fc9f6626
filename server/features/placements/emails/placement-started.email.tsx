import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf, formatDay, placementMailProps, samplePlacement } from './placement-mail-facts.js';

/** A talent whose job is not known is named by their plan and 'talent'. */
const sampleByPlan = { ...samplePlacement, role: 'Senior Technical talent' };

/** To the customer when a talent is placed in one of their seats: who, from when, and how to reach them. */
export const talentIntroductionMail = defineMailTemplate({
  name: 'placements.talent-introduction',
  props: placementMailProps,
  subject: ({ talentFirstName, role, day }) => `Meet ${talentFirstName}, your ${role}, starting ${formatDay(day)}`,
  Component: ({ site, ...placement }) => (
    <MailLayout
      site={site}
      preview={`${placement.talentFirstName} ${placement.talentLastName} starts as your ${placement.role} on ${formatDay(placement.day)}.`}
      heading={`Meet ${placement.talentFirstName}, your ${placement.role}`}
      action={{ label: 'See your team', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(placement.customerName)},</MailText>
      <MailText>
        {placement.talentFirstName} {placement.talentLastName} joins your team as your {placement.role}, starting {formatDay(placement.day)}.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Talent', value: `${placement.talentFirstName} ${placement.talentLastName}` },
          { label: 'Role', value: placement.role },
          { label: 'Starts', value: formatDay(placement.day) },
          { label: 'Working hours', value: placement.workingHours },
          { label: 'E-mail', value: placement.talentEmail },
        ]}
      />
      <MailText>If anything does not work out, you can ask for a replacement from your team page.</MailText>
    </MailLayout>
  ),
  samples: [samplePlacement, sampleByPlan],
});

/** To the talent when they are placed: whom they will work for, from when, and their hours. */
export const placementStartMail = defineMailTemplate({
  name: 'placements.placement-start',
  props: placementMailProps,
  subject: ({ customerName, day }) => `You start with ${customerName} on ${formatDay(day)}`,
  Component: ({ site, ...placement }) => (
    <MailLayout site={site} preview={`Your placement with ${placement.customerName} starts on ${formatDay(placement.day)}.`} heading="Your placement">
      <MailText>Hello {placement.talentFirstName},</MailText>
      <MailText>
        You will work full-time for {placement.customerName} as their {placement.role}, starting {formatDay(placement.day)}.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Client', value: placement.customerName },
          { label: 'Role', value: placement.role },
          { label: 'Starts', value: formatDay(placement.day) },
          { label: 'Working hours', value: placement.workingHours },
        ]}
      />
      <MailText>Your {company.brand} coordinator will send your onboarding details before your first day.</MailText>
    </MailLayout>
  ),
  samples: [samplePlacement],
});
