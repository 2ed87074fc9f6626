import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { outbox } from './outbox.table.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail. Callers send after their transaction commits; a failed send is logged, not retried.
 * `log` is the caller's request logger, so what a send writes carries that request's id.
 */
export interface Mailer {
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
  readonly description: string;
}

/** The embedded default: the mail is stored in the `outbox` table and its text logged. */
export function createOutboxMailer(db: Database): Mailer {
  return {
    description: 'outbox (mail kept in the database and logged)',
    async send(message, log) {
      await db.insert(outbox).values(message);
      log.info({ mail: { to: message.to, subject: message.subject } }, `mail kept in outbox:\n${message.text}`);
    },
  };
}

/** Real delivery through an SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer & { close(): void }> {
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(smtpUrl);
  const host = new URL(smtpUrl).hostname;
  return {
    description: `SMTP via ${host}`,
    async send(message, log) {
      await transport.sendMail({ from, ...message });
      log.info({ mail: { to: message.to, subject: message.subject } }, `mail sent via ${host}`);
    },
    close: () => transport.close(),
  };
}

/** Sends without making the caller wait or fail: the request's answer never depends on the mail server. */
export function sendInBackground(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): void {
  mailer.send(message, log).catch((error: unknown) => {
    log.error({ err: error, mail: { subject: message.subject } }, 'mail could not be sent');
  });
}
