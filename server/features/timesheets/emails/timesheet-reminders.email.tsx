import { z } from 'zod';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';
import { dayWords, firstNameOf, isoDay } from './timesheet-mail-words.js';

/** To a placed talent who has not submitted this week by Friday afternoon (their customer's time). */
export const talentSubmitReminderMail = defineMailTemplate({
  name: 'timesheets.talent-submit-reminder',
  props: z.object({
    talentName: z.string().min(1),
    company: z.string().min(1),
    /** YYYY-MM-DD, the Monday. */
    weekStart: z.string().regex(isoDay),
  }),
  subject: ({ weekStart }) => `Please log your hours for the week of ${dayWords(weekStart)}`,
  Component: ({ site, ...reminder }) => (
    <MailLayout
      site={site}
      preview={`Your hours for ${reminder.company} this week are not in yet.`}
      heading="Your hours for this week"
      action={{ label: 'Log your week', href: siteLink(site, '/my-work') }}
    >
      <MailText>Hello {firstNameOf(reminder.talentName)},</MailText>
      <MailText>
        We have not received your hours for {reminder.company} for the week of {dayWords(reminder.weekStart)} yet. Logging them takes a minute:
        the hours for each day, and a note if something was out of the ordinary.
      </MailText>
    </MailLayout>
  ),
  samples: [{ talentName: 'Maria Santos', company: 'Alex Morgan', weekStart: '2026-03-09' }],
});

/** To a customer with weeks of hours waiting for their answer on Monday morning (their time). */
export const customerReviewReminderMail = defineMailTemplate({
  name: 'timesheets.customer-review-reminder',
  props: z.object({
    customerName: z.string().min(1),
    /** How many weeks are waiting. */
    weeks: z.number().int().min(1),
  }),
  subject: ({ weeks }) => (weeks === 1 ? 'A week of hours is waiting for your approval' : `${weeks} weeks of hours are waiting for your approval`),
  Component: ({ site, ...reminder }) => (
    <MailLayout
      site={site}
      preview={`${reminder.weeks === 1 ? 'One week' : `${reminder.weeks} weeks`} of your team's hours to approve or dispute.`}
      heading="Hours waiting for your answer"
      action={{ label: 'Review the hours', href: siteLink(site, '/team') }}
    >
      <MailText>Hello {firstNameOf(reminder.customerName)},</MailText>
      <MailText>
        Your team has logged {reminder.weeks === 1 ? 'a week' : `${reminder.weeks} weeks`} of hours that {reminder.weeks === 1 ? 'waits' : 'wait'}{' '}
        for your answer. Please approve them, or dispute them with a reason. Hours left unanswered are approved automatically 3 days after their
        week ends.
      </MailText>
    </MailLayout>
  ),
  samples: [{ customerName: 'Alex Morgan', weeks: 3 }, { customerName: 'Alex Morgan', weeks: 1 }],
});
