import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf, formatDay } from './placement-mail-facts.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const resumedTeamProps = z.object({
  customerName: z.string().min(1),
  subscription: z.string().min(1),
  role: z.string().min(1),
  /** Each talent whose pause ended, and the first day (YYYY-MM-DD, their placement's time zone) they log again. */
  talents: z.array(z.object({ name: z.string().min(1), day: isoDay })).min(1),
});

/** To the customer when the overdue invoice is paid: the paused team works again. */
export const placementsResumedCustomerMail = defineMailTemplate({
  name: 'placements.placements-resumed-customer',
  props: resumedTeamProps,
  subject: ({ role }) => `Payment received: your ${role} team's work goes on`,
  Component: ({ site, ...team }) => (
    <MailLayout
      site={site}
      preview={`The payment for ${team.subscription} is received, and your team's work goes on.`}
      heading="Your team's work goes on"
      action={{ label: 'See your team', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(team.customerName)},</MailText>
      <MailText>Thank you: the overdue payment for your subscription {team.subscription} is received, and the pause has ended.</MailText>
      <MailDetails rows={team.talents.map((talent) => ({ label: talent.name, value: `works again from ${formatDay(talent.day)}` }))} />
    </MailLayout>
  ),
  samples: [{ customerName: 'Alex Morgan', subscription: '2 × Senior Technical (yearly)', role: 'Senior Technical', talents: [{ name: 'Maria Santos', day: '2026-12-03' }] }],
});

/** To a talent whose pause ended: from which day they work and log hours again. */
export const placementResumedTalentMail = defineMailTemplate({
  name: 'placements.placement-resumed-talent',
  props: z.object({ talentFirstName: z.string().min(1), customerName: z.string().min(1), day: isoDay }),
  subject: ({ customerName, day }) => `Your work for ${customerName} goes on from ${formatDay(day)}`,
  Component: ({ site, ...resumed }) => (
    <MailLayout
      site={site}
      preview={`${resumed.customerName} has paid: your placement goes on from ${formatDay(resumed.day)}.`}
      heading="Your placement goes on"
      action={{ label: 'Open My work', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {resumed.talentFirstName},</MailText>
      <MailText>
        {resumed.customerName} has paid, so the pause of your placement has ended. Your work goes on from {formatDay(resumed.day)}, and you can
        log your hours from that day on.
      </MailText>
    </MailLayout>
  ),
  samples: [{ talentFirstName: 'Maria', customerName: 'Alex Morgan', day: '2026-12-03' }],
});
