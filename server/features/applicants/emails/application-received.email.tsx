import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { defineMailTemplate, MailLayout, MailText, siteLink } from '../../mail/mail.public.js';

/** The applicant's confirmation, sent with the application's commit. */
export const applicationReceivedMail = defineMailTemplate({
  name: 'applicants.application-received',
  props: z.object({ firstName: z.string(), jobTitle: z.string(), jobId: z.string().uuid() }),
  subject: ({ jobTitle }) => `We received your application: ${jobTitle}`,
  Component: ({ firstName, jobTitle, jobId, site }) => (
    <MailLayout
      site={site}
      preview={`Thank you for applying for ${jobTitle}.`}
      heading="We received your application"
      action={{ label: 'See the role you applied for', href: siteLink(site, `/job/${jobId}`) }}
    >
      <MailText>Hello {firstName},</MailText>
      <MailText>
        Thank you for applying for {jobTitle} at {company.brand}. Our recruiters review every application and will contact you by e-mail if your profile
        matches the role.
      </MailText>
      <MailText>The {company.brand} recruitment team</MailText>
    </MailLayout>
  ),
  samples: [{ firstName: 'Maria', jobTitle: 'Inbound Call Center Agent', jobId: '3f0c9a52-8d1e-4b7a-9c2f-5e6d7a8b9c0d' }],
});
