import type { FastifyBaseLogger } from 'fastify';
import { sendInBackground, type Mailer } from './mailer.js';

export interface NotifyDeps {
  mailer: Mailer;
  companyInbox: string;
}

/**
 * Tells the company mailbox about something a visitor submitted: a subject and labelled lines.
 * `log` is the request's logger, so a failed send is traced to the submission.
 */
export function notifyCompany(
  deps: NotifyDeps,
  log: FastifyBaseLogger,
  subject: string,
  lines: [label: string, value: string | number | boolean | null | undefined][],
) {
  const text = lines
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`)
    .join('\n');
  sendInBackground(deps.mailer, log, { to: deps.companyInbox, subject, text });
}
