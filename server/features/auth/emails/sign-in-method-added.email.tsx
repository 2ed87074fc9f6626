import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailLink, MailText, siteLink } from '../../mail/mail.public.js';

const addedFactor = z.discriminatedUnion('method', [
  z.object({ method: z.literal('authenticator_app') }),
  z.object({ method: z.literal('passkey'), name: z.string() }),
]);

export type AddedFactor = z.infer<typeof addedFactor>;

const describe = (added: AddedFactor) => (added.method === 'passkey' ? `a passkey named “${added.name}”` : 'an authenticator app');

/** "Fri, 27 Nov 2026 18:52:22 UTC": the moment in one zone for every reader. */
const inUtc = (iso: string) => new Date(iso).toUTCString().replace('GMT', 'UTC');

/** A second factor was added to an account: the owner learns of it, and what to do if it was not them. */
export const signInMethodAddedMail = defineMailTemplate({
  name: 'auth.sign-in-method-added',
  props: z.object({ name: z.string(), added: addedFactor, addedAt: z.string().datetime() }),
  subject: () => `A sign-in method was added to your ${company.brand} account`,
  Component: ({ name, added, addedAt, site }) => (
    <MailLayout
      site={site}
      preview={`${describe(added)} was added on ${inUtc(addedAt)}.`}
      heading="A sign-in method was added"
      action={{ label: 'Review your account security', href: siteLink(site, '/account/security') }}
    >
      <MailText>Hello {name},</MailText>
      <MailText>
        A sign-in method was added to your {company.brand} account: {describe(added)}, on {inUtc(addedAt)}. Every other device signed in to your account
        was signed out.
      </MailText>
      <MailText>If it was you, there is nothing more to do.</MailText>
      <MailText>
        If it was not you, someone can sign in as you. Right away, reset your password (on <MailLink href={siteLink(site, '/login')}>{siteLink(site, '/login')}</MailLink>{' '}
        choose “Forgot your password?”), then sign in and remove what you did not add under Account security. If the second step of the sign-in keeps you
        out, write to {company.helpEmail} from this address and we will remove it for you.
      </MailText>
    </MailLayout>
  ),
  samples: [
    { name: 'Maria Santos', added: { method: 'passkey', name: 'Travel key' }, addedAt: '2026-11-27T18:52:22.000Z' },
    { name: 'Maria Santos', added: { method: 'authenticator_app' }, addedAt: '2026-11-27T18:52:22.000Z' },
  ],
});
