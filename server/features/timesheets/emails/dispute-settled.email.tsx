import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { dayWords } from './timesheet-mail-words.js';

/** 'Week of Monday, March 9, 2026' from '2026-03-09': a calendar day, the same in every time zone. */
export function weekWords(weekStart: string): string {
  return `the week of ${dayWords(weekStart)}`;
}

const hoursWords = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || name;

/** What both sides are told when an admin settles a disputed week. */
export const disputeSettledProps = z.object({
  customerName: z.string().min(1),
  talentFirstName: z.string().min(1),
  talentLastName: z.string(),
  /** The talent's role: the job they were hired for, else their plan with 'talent' (`talentRoleOf`). */
  role: z.string().min(1),
  /** YYYY-MM-DD, the Monday. */
  weekStart: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** The week's total as approved. */
  totalHours: z.number().min(0),
  /** Whether the admin changed the submitted hours. */
  hoursChanged: z.boolean(),
  disputeReason: z.string(),
  settlementReason: z.string().min(1),
});
type DisputeSettledProps = z.infer<typeof disputeSettledProps>;

const sample: DisputeSettledProps = {
  customerName: 'Alex Morgan',
  talentFirstName: 'Maria',
  talentLastName: 'Santos',
  role: 'Inbound Support Specialist',
  weekStart: '2026-03-09',
  totalHours: 38.5,
  hoursChanged: true,
  disputeReason: 'Friday was a public holiday; nobody worked.',
  settlementReason: 'Friday was worked from 9 to 12:30 to cover the support line, as the team lead confirmed.',
};

function Settlement({ settlement }: { settlement: DisputeSettledProps }) {
  return (
    <MailDetails
      rows={[
        { label: 'Week', value: weekWords(settlement.weekStart).replace(/^the week of /, '') },
        { label: 'Approved hours', value: `${hoursWords(settlement.totalHours)}${settlement.hoursChanged ? ' (corrected)' : ' (as submitted)'}` },
        { label: 'Dispute', value: settlement.disputeReason, freeText: true },
        { label: 'Our decision', value: settlement.settlementReason, freeText: true },
      ]}
    />
  );
}

/** To the talent when an admin settles the dispute of one of their weeks. */
export const disputeSettledTalentMail = defineMailTemplate({
  name: 'timesheets.dispute-settled-talent',
  props: disputeSettledProps,
  subject: ({ weekStart }) => `Your hours for ${weekWords(weekStart)} are approved`,
  Component: ({ site, ...settlement }) => (
    <MailLayout
      site={site}
      preview={`We settled ${settlement.customerName}'s dispute: ${hoursWords(settlement.totalHours)} approved for ${weekWords(settlement.weekStart)}.`}
      heading="Your disputed week is settled"
      action={{ label: 'See your weeks', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {settlement.talentFirstName},</MailText>
      <MailText>
        {settlement.customerName} disputed your hours for {weekWords(settlement.weekStart)}. We have looked into it and approved{' '}
        {hoursWords(settlement.totalHours)} for that week; they will be paid with your next payroll.
      </MailText>
      <Settlement settlement={settlement} />
    </MailLayout>
  ),
  samples: [sample],
});

/** To the customer when an admin settles a week they disputed. */
export const disputeSettledCustomerMail = defineMailTemplate({
  name: 'timesheets.dispute-settled-customer',
  props: disputeSettledProps,
  subject: ({ talentFirstName, weekStart }) => `We settled your dispute of ${talentFirstName}'s hours for ${weekWords(weekStart)}`,
  Component: ({ site, ...settlement }) => (
    <MailLayout
      site={site}
      preview={`${hoursWords(settlement.totalHours)} approved for ${settlement.talentFirstName} ${settlement.talentLastName}, ${weekWords(settlement.weekStart)}.`}
      heading="Your dispute is settled"
      action={{ label: 'See your team', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(settlement.customerName)},</MailText>
      <MailText>
        You disputed the hours {settlement.talentFirstName} {settlement.talentLastName}, your {settlement.role}, logged for{' '}
        {weekWords(settlement.weekStart)}. We have settled it and approved {hoursWords(settlement.totalHours)} for that week.
      </MailText>
      <Settlement settlement={settlement} />
    </MailLayout>
  ),
  samples: [{ ...sample, hoursChanged: false, totalHours: 40 }],
});

/** The mails the admin side of timesheets sends, for the mail worker's catalogue and the preview. */
export const adminTimesheetMailTemplates = [disputeSettledTalentMail, disputeSettledCustomerMail];
