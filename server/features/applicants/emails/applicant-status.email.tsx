import { z } from 'zod';
import { company } from '../../../../contract/catalogues/company.js';
import { applicantEmailTemplates, type ApplicantEmailTemplate } from '../../../../contract/catalogues/hiring.js';
import { defineMailTemplate, MailLayout, MailText, siteLink, type MailAction, type MailSite } from '../../mail/mail.public.js';

const bodies: Record<ApplicantEmailTemplate, (jobTitle: string) => string> = {
  'Short Listed': (jobTitle) =>
    `Good news: your application for ${jobTitle} has been short-listed. A recruiter will contact you within three business days to arrange an initial interview.`,
  'Initial Interview': (jobTitle) =>
    `We would like to invite you to an initial interview for ${jobTitle}. A recruiter will send you the schedule and a video-call link; please keep your phone nearby.`,
  'Final Interview': (jobTitle) =>
    `Congratulations on moving forward: you are invited to the final interview for ${jobTitle}. Expect a calendar invitation with the details shortly.`,
  'Job Offer': (jobTitle) =>
    `We are delighted to offer you the ${jobTitle} position. Our team will send the written offer and onboarding steps to this address; reply with any questions.`,
  Hired: (jobTitle) =>
    `Welcome aboard: you are hired as ${jobTitle}. We are matching you with a client now, and we will e-mail you who you will work for, your start date and your working hours as soon as you are placed.`,
  Rejected: (jobTitle) =>
    `Thank you for your interest in ${jobTitle}. After careful review we will not be moving forward with your application at this time. We keep your details on file and encourage you to apply for future openings.`,
};

const headings: Record<ApplicantEmailTemplate, string> = {
  'Short Listed': 'You have been short-listed',
  'Initial Interview': 'Invitation to an initial interview',
  'Final Interview': 'Invitation to a final interview',
  'Job Offer': 'Job offer',
  Hired: 'You are hired',
  Rejected: 'Update on your application',
};

/** Only a rejection asks something of the reader (to look at other openings); the other steps come from a recruiter. */
const actionOf = (template: ApplicantEmailTemplate, site: MailSite): MailAction | undefined =>
  template === 'Rejected' ? { label: 'See our open positions', href: siteLink(site, '/career') } : undefined;

/** The mail an admin chooses to send an applicant with a status change (Short Listed … Rejected). */
export const applicantStatusMail = defineMailTemplate({
  name: 'applicants.status',
  props: z.object({ template: z.enum(applicantEmailTemplates), firstName: z.string(), jobTitle: z.string() }),
  subject: ({ template, jobTitle }) => `${headings[template]}: ${jobTitle} at ${company.brand}`,
  Component: ({ template, firstName, jobTitle, site }) => (
    <MailLayout site={site} preview={bodies[template](jobTitle)} heading={headings[template]} action={actionOf(template, site)}>
      <MailText>Hello {firstName},</MailText>
      <MailText>{bodies[template](jobTitle)}</MailText>
      <MailText>The {company.brand} recruitment team</MailText>
    </MailLayout>
  ),
  samples: [
    { template: 'Job Offer', firstName: 'Ben', jobTitle: 'Customer Support Agent' },
    ...applicantEmailTemplates.filter((template) => template !== 'Job Offer').map((template) => ({ template, firstName: 'Ben', jobTitle: 'Customer Support Agent' })),
  ],
});
