import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { firstNameOf, formatDay } from './placement-mail-facts.js';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One paused talent of the subscription, and the first day (YYYY-MM-DD, their placement's time zone) they log no hours. */
const pausedTalent = z.object({ name: z.string().min(1), firstDay: isoDay });

/** What the customer and the company inbox are told: whose work pauses, from when, and why. */
const pausedTeamProps = z.object({
  customerName: z.string().min(1),
  customerEmail: z.string(),
  /** The subscription as the customer bought it ("2 × Junior Technical (yearly)"). */
  subscription: z.string().min(1),
  role: z.string().min(1),
  /** YYYY-MM-DD (UTC): the day the renewal's payment was first found overdue. */
  overdueSince: isoDay,
  graceDays: z.number().int().nonnegative(),
  talents: z.array(pausedTalent).min(1),
});
type PausedTeam = z.infer<typeof pausedTeamProps>;

const sampleTeam: PausedTeam = {
  customerName: 'Alex Morgan',
  customerEmail: 'alex.morgan@example.com',
  subscription: '2 × Senior Technical (yearly)',
  role: 'Senior Technical',
  overdueSince: '2026-11-23',
  graceDays: 7,
  talents: [
    { name: 'Maria Santos', firstDay: '2026-12-01' },
    { name: 'Jose Reyes', firstDay: '2026-12-01' },
  ],
};

const talentLines = (talents: PausedTeam['talents']) => talents.map((talent) => ({ label: talent.name, value: `paused from ${formatDay(talent.firstDay)}` }));

/** To the customer when the grace period of an overdue payment ends: their team's work pauses until the invoice is paid. */
export const placementsPausedCustomerMail = defineMailTemplate({
  name: 'placements.placements-paused-customer',
  props: pausedTeamProps,
  subject: ({ role }) => `Your ${role} team's work is paused: payment overdue`,
  Component: ({ site, ...team }) => (
    <MailLayout
      site={site}
      preview={`The payment for ${team.subscription} is overdue, so your team's work is paused from ${formatDay(team.talents[0]!.firstDay)}.`}
      heading="Your team's work is paused"
      action={{ label: 'Pay the open invoice', href: siteLink(site, '/subscription') }}
    >
      <MailText>Hello {firstNameOf(team.customerName)},</MailText>
      <MailText>
        The payment for your subscription {team.subscription} has been overdue since {formatDay(team.overdueSince)}, and the {team.graceDays}-day
        grace period has ended. Your team&apos;s work is paused until the invoice is paid:
      </MailText>
      <MailDetails rows={talentLines(team.talents)} />
      <MailText>Once it is paid, their work goes on from that day; we tell you and them when it does.</MailText>
    </MailLayout>
  ),
  samples: [sampleTeam],
});

/** To the company inbox: which placements paused for an overdue payment, so the team can follow up with the customer. */
export const placementsPausedCompanyMail = defineMailTemplate({
  name: 'placements.placements-paused-company',
  props: pausedTeamProps,
  subject: ({ customerName, talents }) => `Paused: ${talents.length === 1 ? '1 placement' : `${talents.length} placements`} of ${customerName}, payment overdue`,
  Component: ({ site, ...team }) => (
    <MailLayout
      site={site}
      preview={`${team.customerName}'s payment is overdue past the grace period.`}
      heading="Placements paused for an overdue payment"
      action={{ label: 'Open Staffing', href: siteLink(site, '/staffing') }}
    >
      <MailText>
        {team.customerName}&apos;s payment has been overdue since {formatDay(team.overdueSince)}, past the {team.graceDays}-day grace period. These
        placements are paused until the invoice is paid; their talents and the customer have been told.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Customer', value: `${team.customerName} (${team.customerEmail})` },
          { label: 'Subscription', value: team.subscription },
          ...talentLines(team.talents),
        ]}
      />
    </MailLayout>
  ),
  samples: [sampleTeam],
});

const pausedTalentProps = z.object({
  talentFirstName: z.string().min(1),
  customerName: z.string().min(1),
  /** The talent's role: `talentRoleOf` their job and plan. */
  role: z.string().min(1),
  /** YYYY-MM-DD in the placement's time zone: the first day the talent cannot log. */
  firstDay: isoDay,
});

/** To a talent whose placement pauses: from which day, why, and that the hours before it are still paid. */
export const placementPausedTalentMail = defineMailTemplate({
  name: 'placements.placement-paused-talent',
  props: pausedTalentProps,
  subject: ({ customerName, firstDay }) => `Your work for ${customerName} is paused from ${formatDay(firstDay)}`,
  Component: ({ site, ...pause }) => (
    <MailLayout
      site={site}
      preview={`Your placement with ${pause.customerName} is paused from ${formatDay(pause.firstDay)}.`}
      heading="Your placement is paused"
      action={{ label: 'Open My work', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {pause.talentFirstName},</MailText>
      <MailText>
        {pause.customerName}&apos;s payment for your placement as their {pause.role} is overdue, so your placement is paused from{' '}
        {formatDay(pause.firstDay)}. Please stop working for them from that day: days of the pause cannot be logged, and are not paid.
      </MailText>
      <MailText>Log your hours before that day as usual. When the payment is made, we tell you the day your work goes on.</MailText>
    </MailLayout>
  ),
  samples: [{ talentFirstName: 'Maria', customerName: 'Alex Morgan', role: 'Inbound Support Specialist', firstDay: '2026-12-01' }],
});
