import { z } from 'zod';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { dayWords, hoursWords, isoDay } from './timesheet-mail-words.js';

/** To the talent when their customer sends a week back: why, and where to correct it. */
export const timesheetDisputedMail = defineMailTemplate({
  name: 'timesheets.week-disputed',
  props: z.object({
    talentFirstName: z.string().min(1),
    /** The customer's company (their name on the site). */
    company: z.string().min(1),
    /** YYYY-MM-DD, the Monday. */
    weekStart: z.string().regex(isoDay),
    totalHours: z.number().min(0),
    reason: z.string().min(1),
  }),
  subject: ({ company, weekStart }) => `${company} sent back your hours for the week of ${dayWords(weekStart)}`,
  Component: ({ site, ...week }) => (
    <MailLayout
      site={site}
      preview={`${week.company} disputed your hours for the week of ${dayWords(week.weekStart)}: please check and submit them again.`}
      heading="Your week was sent back"
      action={{ label: 'Correct your week', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {week.talentFirstName},</MailText>
      <MailText>
        {week.company} did not approve the hours you logged for the week of {dayWords(week.weekStart)} and gave this reason. Please check the
        week, correct it if needed, and submit it again: it then goes back to them for approval.
      </MailText>
      <MailDetails
        rows={[
          { label: 'Week of', value: dayWords(week.weekStart) },
          { label: 'Hours logged', value: hoursWords(week.totalHours) },
          { label: 'Reason', value: week.reason, freeText: true },
        ]}
      />
    </MailLayout>
  ),
  samples: [
    {
      talentFirstName: 'Maria',
      company: 'Alex Morgan',
      weekStart: '2026-03-09',
      totalHours: 44,
      reason: 'Friday was a public holiday here; nobody worked that day.',
    },
    {
      talentFirstName: 'Maria',
      company: 'Alex Morgan',
      weekStart: '2026-03-09',
      totalHours: 44,
      // The customer's words with an address in them: shown defanged, never as a link (VisitorText).
      reason: 'Our time tracker shows 40 hours:\nhttps://tracker.example.com/weeks/2026-10',
    },
  ],
});
