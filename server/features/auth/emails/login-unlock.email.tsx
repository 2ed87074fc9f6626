import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailLink, MailText, siteLink } from '../../mail/mail.public.js';

/** Too many wrong passwords for an account: the owner is warned, with a link that lifts the pause. */
export const loginUnlockMail = defineMailTemplate({
  name: 'auth.login-unlock',
  props: z.object({ name: z.string(), tries: z.number().int().positive(), windowMinutes: z.number().int().positive(), token: z.string().min(1) }),
  subject: () => `Someone is trying to log in to your ${company.brand} account`,
  Component: ({ name, tries, windowMinutes, token, site }) => (
    <MailLayout
      site={site}
      preview={`${tries} wrong passwords within ${windowMinutes} minutes.`}
      heading="Someone is trying to log in"
      action={{ label: 'Reset the login attempts', href: siteLink(site, `/login?unlock=${token}`) }}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        Someone has tried to log in to your {company.brand} account with a wrong password {tries} times within {windowMinutes} minutes.
      </MailText>
      <MailText>
        If it was not you, someone may be guessing your password: change it now to one you use nowhere else (on{' '}
        <MailLink href={siteLink(site, '/login')}>{siteLink(site, '/login')}</MailLink> choose “Forgot your password?”).
      </MailText>
      <MailText>
        Logins from a place that guessed wrong too often are paused for a while. If that keeps you out, open the link below within 24 hours to reset the
        login attempts on your account.
      </MailText>
      <MailText>If it was you, you can ignore this e-mail.</MailText>
    </MailLayout>
  ),
  samples: [{ name: 'Maria Santos', tries: 5, windowMinutes: 10, token: 'Zp4Lm8Qx2Vr6Tn0Wy3Bc7Hd1Ke5Jf9Gs2Ua6Io8PqRt' }],
});
