// What other features may use of mail: queueing in their transaction, and telling the company inbox.
export type { Mailer, MailMessage } from './mailer.js';
export type { MailQueue } from './mail-queue.js';
export { notifyCompany, type NotifyDeps } from './notify-company.js';
export { mailDeliveries } from './mail-deliveries.table.js';
