import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import type { MailQueue } from './mail-queue.js';

export interface NotifyDeps {
  mail: MailQueue;
  companyInbox: string;
}

/**
 * Tells the company mailbox about something a visitor submitted: a subject and labelled lines,
 * queued in the submission's transaction; `log` is the request's, so the delivery is traced to it.
 */
export function notifyCompany(
  deps: NotifyDeps,
  executor: Executor,
  log: FastifyBaseLogger,
  subject: string,
  lines: [label: string, value: string | number | boolean | null | undefined][],
): Promise<void> {
  const text = lines
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`)
    .join('\n');
  return deps.mail.queue(executor, { to: deps.companyInbox, subject, text }, log);
}
