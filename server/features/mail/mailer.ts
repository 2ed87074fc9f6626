import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { outbox } from './outbox.table.js';

/** A mail as it is handed to the mail server: a plain-text part, and an HTML part when rendered from a template. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Hands mail to a mail server. Only the delivery worker calls it (see mail-queue.ts): services
 * queue their mail in their transaction, and a failed send is tried again.
 * `log` names the delivery, so what a send writes can be traced.
 */
export interface Mailer {
  send(message: MailMessage, log: FastifyBaseLogger): Promise<void>;
  readonly description: string;
}

/**
 * The embedded default, outside production only (config.ts requires SMTP_URL there): the mail is
 * stored in the `outbox` table, where a developer reads it at /dev/outbox. The log names it but
 * never holds its text, which can carry a reset or unlock link.
 */
export function createOutboxMailer(db: Database): Mailer {
  return {
    description: 'outbox (mail kept in the database: read it at /dev/outbox)',
    async send(message, log) {
      await db.insert(outbox).values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      log.info({ mail: { to: message.to, subject: message.subject } }, `mail kept in outbox (read it at /dev/outbox): ${message.subject}`);
    },
  };
}

/** Real delivery through an SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`. */
export async function createSmtpMailer(smtpUrl: string, from: string): Promise<Mailer & { close(): void }> {
  const { default: nodemailer } = await import('nodemailer');
  // Pooled: connections stay open between mails instead of one handshake per mail.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 4 });
  const host = new URL(smtpUrl).hostname;
  return {
    description: `SMTP via ${host}`,
    async send(message, log) {
      // Both parts as multipart/alternative: the mail app shows the HTML, or the text where it cannot.
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, ...(message.html ? { html: message.html } : {}) });
      log.info({ mail: { to: message.to, subject: message.subject } }, `mail sent via ${host}`);
    },
    close: () => transport.close(),
  };
}
