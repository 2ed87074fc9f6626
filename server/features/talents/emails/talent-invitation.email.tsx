import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { INVITATION_LIFETIME_DAYS } from '../../../../contract/talents.js';
import { defineMailTemplate, MailDetails, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/**
 * To a talent first placed (or sent again by an admin), at the address they applied with: the
 * single-use link that makes their account, or adds their work to the account they have with us.
 */
export const talentInvitationMail = defineMailTemplate({
  name: 'talents.invitation',
  props: z.object({ firstName: z.string().min(1), email: z.string().min(1), token: z.string().min(1) }),
  subject: () => `Set up your ${company.brand} account to log your hours`,
  Component: ({ firstName, email, token, site }) => (
    <MailLayout
      site={site}
      preview={`Set up your ${company.brand} account within ${INVITATION_LIFETIME_DAYS} days.`}
      heading="Set up your account"
      action={{ label: 'Set up my account', href: siteLink(site, `/talent-invitation/${token}`) }}
    >
      <MailText>Hello {firstName},</MailText>
      <MailText>
        Under My work on {company.brand} you log your hours each week for the client you work for. Open the link below to choose your password;
        if you already have an account with us under this address, the link adds your work to it once you log in. It works once, for{' '}
        {INVITATION_LIFETIME_DAYS} days.
      </MailText>
      <MailDetails rows={[{ label: 'Your login e-mail', value: email }]} />
      <MailText>If the link has expired, reply to this e-mail and we will send you a new one.</MailText>
    </MailLayout>
  ),
  samples: [{ firstName: 'Maria', email: 'maria.santos@example.com', token: 'q3Xv8m2LrTzK9wYb1NcE5uJd7HsAf4PgW0oRkIyVxQe' }],
});
