// What other features may use of mail: sending after commit, and telling the company inbox.
export { sendInBackground, type Mailer, type MailMessage } from './mailer.js';
export { notifyCompany, type NotifyDeps } from './notify-company.js';
