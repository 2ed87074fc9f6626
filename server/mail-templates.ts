import { applicantMailTemplates } from './features/applicants/emails/applicant-mail-templates.js';
import { authMailTemplates } from './features/auth/emails/auth-mail-templates.js';
import { billingMailTemplates } from './features/billing/emails/billing-mail-templates.js';
import { companyNoticeMail } from './features/mail/emails/company-notice.email.js';
import { mailCatalogue, type AnyMailTemplate } from './features/mail/mail-template.js';
import { placementMailTemplates } from './features/placements/emails/placement-mail-templates.js';
import { talentMailTemplates } from './features/talents/emails/talent-mail-templates.js';
import { adminTimesheetMailTemplates } from './features/timesheets/emails/dispute-settled.email.js';
import { timesheetMailTemplates } from './features/timesheets/emails/timesheet-mail-templates.js';

/**
 * Every mail the site sends, by template name: the mail worker renders a queued mail from here,
 * and `npm run email` previews each. A feature's mails live in its own `emails/` folder; a new one
 * is added to its feature's list.
 */
export const allMailTemplates: readonly AnyMailTemplate[] = [...authMailTemplates, ...applicantMailTemplates, ...billingMailTemplates, ...placementMailTemplates, ...adminTimesheetMailTemplates, ...timesheetMailTemplates, ...talentMailTemplates, companyNoticeMail];

export const mailTemplates = mailCatalogue(allMailTemplates);
