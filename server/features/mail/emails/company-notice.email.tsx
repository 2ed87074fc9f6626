import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate } from '../mail-template.js';
import { MailDetails, MailLayout, MailText, siteLink } from './mail-layout.js';

const props = z.object({
  subject: z.string().min(1),
  /** Labelled facts of what was submitted; empty ones are left out when queued. */
  lines: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Where in the admin dashboard the submission waits, and the button's words. */
  action: z.object({ label: z.string().min(1), path: z.string().startsWith('/') }),
});

/** The company inbox's notice of something a visitor submitted (a message, a booking, an application). */
export const companyNoticeMail = defineMailTemplate({
  name: 'mail.company-notice',
  props,
  subject: ({ subject }) => subject,
  Component: ({ subject, lines, action, site }) => (
    <MailLayout site={site} preview={subject} heading={subject} action={{ label: action.label, href: siteLink(site, action.path) }}>
      <MailText>Submitted on the {company.brand} website:</MailText>
      {/* Every value is what the visitor typed, so each is their free text: shown plain, links defanged. */}
      <MailDetails rows={lines.map((line) => ({ ...line, freeText: true }))} />
    </MailLayout>
  ),
  samples: [
    {
      subject: 'New message from Jordan Blake',
      lines: [
        { label: 'Name', value: 'Jordan Blake' },
        { label: 'E-mail', value: 'jordan@example.com' },
        { label: 'Wants updates', value: 'yes' },
        { label: 'Message', value: 'We need two receptionists.\nCan we talk on Monday?' },
      ],
      action: { label: 'Open the messages', path: '/messages' },
    },
  ],
});
