import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { INVITATION_LIFETIME_DAYS } from '../../../../contract/talents.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/** To a talent whose account was just made (first placed, or an admin sent it again): the single-use link that sets their password. */
export const talentInvitationMail = defineMailTemplate({
  name: 'talents.invitation',
  props: z.object({ firstName: z.string().min(1), email: z.string().min(1), token: z.string().min(1) }),
  subject: () => `Set your password for ${company.brand}`,
  Component: ({ firstName, email, token, site }) => (
    <MailLayout
      site={site}
      preview={`Your ${company.brand} account is ready: choose a password within ${INVITATION_LIFETIME_DAYS} days.`}
      heading="Your account is ready"
      action={{ label: 'Set your password', href: siteLink(site, `/talent-invitation/${token}`) }}
    >
      <MailText>Hello {firstName},</MailText>
      <MailText>
        We made you a {company.brand} account. Under My work you log your hours each week for the client you work for. Choose your password
        with the link below: it works once, for {INVITATION_LIFETIME_DAYS} days.
      </MailText>
      <MailDetails rows={[{ label: 'Your login e-mail', value: email }]} />
      <MailText>If the link has expired, reply to this e-mail and we will send you a new one.</MailText>
    </MailLayout>
  ),
  samples: [{ firstName: 'Maria', email: 'maria.santos@example.com', token: 'q3Xv8m2LrTzK9wYb1NcE5uJd7HsAf4PgW0oRkIyVxQe' }],
});
