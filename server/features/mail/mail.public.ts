// What other features may use of mail: queueing in their transaction, telling the company inbox,
// and what their own mail templates are made of (the shared layout, its pieces, mailOf).
export type { Mailer, MailMessage } from './mailer.js';
export type { MailQueue } from './mail-queue.js';
export { notifyCompany, type NotifyDeps } from './notify-company.js';
export { defineMailTemplate, mailOf, renderMail, type AnyMailTemplate, type MailSite, type MailTemplate, type TemplatedMail } from './mail-template.js';
export { MailDetails, MailLayout, MailLink, MailText, siteLink, VisitorText, type MailAction, type MailDetail } from './emails/mail-layout.js';
export { singleLine } from './single-line.js';
export { visitorText } from './visitor-text.js';
export { companyNoticeMail } from './emails/company-notice.email.js';
