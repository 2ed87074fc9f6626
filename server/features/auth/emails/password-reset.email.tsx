import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/** Forgot-password: the link that sets a new password, valid for an hour. */
export const passwordResetMail = defineMailTemplate({
  name: 'auth.password-reset',
  props: z.object({ name: z.string(), token: z.string().min(1) }),
  subject: () => `Reset your ${company.brand} password`,
  Component: ({ name, token, site }) => (
    <MailLayout
      site={site}
      preview="Choose a new password within one hour."
      heading="Reset your password"
      action={{ label: 'Choose a new password', href: siteLink(site, `/resetpassword/${token}`) }}
    >
      <MailText>Hello {name},</MailText>
      <MailText>Someone asked to reset the password of your {company.brand} account. Open the link below within one hour to choose a new password.</MailText>
      <MailText>If it was not you, ignore this e-mail: your password stays as it is.</MailText>
    </MailLayout>
  ),
  samples: [{ name: 'Maria Santos', token: 'q3Xv8m2LrTzK9wYb1NcE5uJd7HsAf4PgW0oRkIyVxQe' }],
});
