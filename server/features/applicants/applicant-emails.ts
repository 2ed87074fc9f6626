import type { ApplicantEmailTemplate } from '../../../contract/catalogues/hiring.js';
import { company } from '../../../contract/catalogues/company.js';
import type { MailMessage } from '../mail/mail.public.js';

interface Recipient {
  firstName: string;
  email: string;
  jobTitle: string;
}

const bodies: Record<ApplicantEmailTemplate, (r: Recipient) => string> = {
  'Short Listed': (r) =>
    `Good news: your application for ${r.jobTitle} has been short-listed. A recruiter will contact you within three business days to arrange an initial interview.`,
  'Initial Interview': (r) =>
    `We would like to invite you to an initial interview for ${r.jobTitle}. A recruiter will send you the schedule and a video-call link; please keep your phone nearby.`,
  'Final Interview': (r) =>
    `Congratulations on moving forward: you are invited to the final interview for ${r.jobTitle}. Expect a calendar invitation with the details shortly.`,
  'Job Offer': (r) =>
    `We are delighted to offer you the ${r.jobTitle} position. Our team will send the written offer and onboarding steps to this address; reply with any questions.`,
  Hired: (r) =>
    `Welcome aboard: you are hired as ${r.jobTitle}. We are matching you with a client now, and we will e-mail you who you will work for, your start date and your working hours as soon as you are placed.`,
  Rejected: (r) =>
    `Thank you for your interest in ${r.jobTitle}. After careful review we will not be moving forward with your application at this time. We keep your details on file and encourage you to apply for future openings.`,
};

const subjects: Record<ApplicantEmailTemplate, string> = {
  'Short Listed': 'You have been short-listed',
  'Initial Interview': 'Invitation to an initial interview',
  'Final Interview': 'Invitation to a final interview',
  'Job Offer': 'Job offer',
  Hired: 'You are hired',
  Rejected: 'Update on your application',
};

export function applicantStatusEmail(template: ApplicantEmailTemplate, recipient: Recipient): MailMessage {
  return {
    to: recipient.email,
    subject: `${subjects[template]}: ${recipient.jobTitle} at ${company.brand}`,
    text: [`Hello ${recipient.firstName},`, '', bodies[template](recipient), '', `The ${company.brand} recruitment team`].join('\n'),
  };
}

export function applicationReceivedEmail(recipient: Recipient): MailMessage {
  return {
    to: recipient.email,
    subject: `We received your application: ${recipient.jobTitle}`,
    text: [
      `Hello ${recipient.firstName},`,
      '',
      `Thank you for applying for ${recipient.jobTitle} at ${company.brand}. Our recruiters review every application and will contact you by e-mail if your profile matches the role.`,
      '',
      `The ${company.brand} recruitment team`,
    ].join('\n'),
  };
}
