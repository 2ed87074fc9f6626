import { applicantStatusMail } from './applicant-status.email.js';
import { applicationReceivedMail } from './application-received.email.js';

/** Every mail applicants sends, for the mail worker's catalogue and the preview. */
export const applicantMailTemplates = [applicationReceivedMail, applicantStatusMail];
