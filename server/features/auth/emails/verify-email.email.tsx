import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { EMAIL_VERIFICATION_LIFETIME_HOURS } from '../../../../contract/users.js';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/** Sign-up (and a login of an account not verified yet): the link that proves the mailbox is the account owner's. */
export const verifyEmailMail = defineMailTemplate({
  name: 'auth.verify-email',
  props: z.object({ name: z.string(), token: z.string().min(1) }),
  subject: () => `Verify your e-mail address for ${company.brand}`,
  Component: ({ name, token, site }) => (
    <MailLayout
      site={site}
      preview={`Confirm this address within ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours.`}
      heading="Verify your e-mail address"
      action={{ label: 'Verify my e-mail address', href: siteLink(site, `/verify-email/${token}`) }}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        Thank you for creating your {company.brand} account. Open the link below within {EMAIL_VERIFICATION_LIFETIME_HOURS} hours to confirm that this
        address is yours. Until then you can look around, but not buy a plan.
      </MailText>
      <MailText>If you did not create an account, ignore this e-mail: nothing is done with your address.</MailText>
    </MailLayout>
  ),
  samples: [{ name: 'Casey Customer', token: 'q3Xv8m2LrTzK9wYb1NcE5uJd7HsAf4PgW0oRkIyVxQe' }],
});
