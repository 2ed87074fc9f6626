import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/**
 * No longer sent: a placement used to link an existing account by itself and mail this. Kept in the
 * catalogue so a mail queued before that changed still renders; remove once no outbox holds one.
 */
export const talentAccountLinkedMail = defineMailTemplate({
  name: 'talents.account-linked',
  props: z.object({ firstName: z.string().min(1), email: z.string().min(1) }),
  subject: () => `Log your hours on ${company.brand}`,
  Component: ({ firstName, email, site }) => (
    <MailLayout
      site={site}
      preview="You have been placed: sign in to log your hours under My work."
      heading="You have been placed"
      action={{ label: 'Sign in to My work', href: siteLink(site, '/login?next=/my-work') }}
    >
      <MailText>Hello {firstName},</MailText>
      <MailText>
        Your {company.brand} account ({email}) is now your talent account. Sign in with your usual password: under My work you log your hours each week
        for the client you work for.
      </MailText>
      <MailText>Forgot your password? Use Forgot password on the login panel.</MailText>
    </MailLayout>
  ),
  samples: [{ firstName: 'Maria', email: 'maria.santos@example.com' }],
});
