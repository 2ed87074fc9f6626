import type { FastifyBaseLogger } from 'fastify';
import { sendInBackground, type Mailer } from './mailer.js';

export interface NotifyDeps {
  mailer: Mailer;
  log: FastifyBaseLogger;
  companyInbox: string;
}

/** Tells the company mailbox about something a visitor submitted: a subject and labelled lines. */
export function notifyCompany(deps: NotifyDeps, subject: string, lines: [label: string, value: string | number | boolean | null | undefined][]) {
  const text = lines
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([label, value]) => `${label}: ${typeof value === 'boolean' ? (value ? 'yes' : 'no') : value}`)
    .join('\n');
  sendInBackground(deps.mailer, deps.log, { to: deps.companyInbox, subject, text });
}
