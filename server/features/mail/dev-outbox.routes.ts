import type { FastifyInstance } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { outbox } from './outbox.table.js';

const SHOWN = 50;

/** Loopback only: the outbox holds reset and unlock links, which nobody else may read. */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Web addresses in a mail's text, made followable. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * `/dev/outbox`: the newest mails the embedded mailer kept, with their links, so a developer can
 * follow a password-reset or unlock link. Registered only outside production (where SMTP is
 * required and nothing is kept), and answered only to the machine itself; the links are never
 * written to the log.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/dev/outbox', async (request, reply) => {
    if (!loopback.has(request.socket.remoteAddress ?? '')) throw notFound('route.not_found', 'Not found.');
    const mails = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(SHOWN);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p><pre>${linkify(escapeHtml(mail.text))}</pre></article>`,
      )
      .join('\n');
    reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Outbox (development)</title></head>` +
          `<body><h1>Outbox (development only)</h1><p>The newest ${SHOWN} mails the site would have sent. Production sends them over SMTP and keeps none here.</p>` +
          `${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
