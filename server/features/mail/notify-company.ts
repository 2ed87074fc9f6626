import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { companyNoticeMail } from './emails/company-notice.email.js';
import type { MailQueue } from './mail-queue.js';
import { mailOf } from './mail-template.js';

export interface NotifyDeps {
  mail: MailQueue;
  companyInbox: string;
}

export type NoticeValue = string | number | boolean | null | undefined;

/**
 * Tells the company mailbox about something a visitor submitted: a subject, labelled lines and
 * the admin page where it waits (the mail's button), queued in the submission's transaction;
 * `log` is the request's, so the delivery is traced to it.
 */
export function notifyCompany(
  deps: NotifyDeps,
  executor: Executor,
  log: FastifyBaseLogger,
  subject: string,
  lines: [label: string, value: NoticeValue][],
  action: { label: string; path: string },
): Promise<void> {
  const shown = lines
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => ({ label, value: typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value) }));
  return deps.mail.queue(executor, mailOf(companyNoticeMail, deps.companyInbox, { subject, lines: shown, action }), log);
}
