import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outbox } from './outbox.table.js';

const SHOWN = 50;

/** The machine itself: the outbox holds reset and unlock links, which nobody else may read. */
const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds to what it passes on. A development server behind a proxy on the same host
 * (nginx, a tunnel, a dev container's port forward) sees every visitor come from 127.0.0.1: with
 * any of these, the request did not start on this machine.
 */
const proxyHeaders = ['forwarded', 'via', 'x-real-ip', 'x-client-ip', 'true-client-ip', 'cf-connecting-ip', 'fastly-client-ip', 'x-cluster-client-ip', 'forwarded-for'];

/** The names this machine answers to: a page of another name that resolves here (DNS rebinding) is not the developer's. */
const localHost = /^(?:localhost|[\w-]+\.localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;

/**
 * Whether the request was made on this machine and reached the server directly: the socket's own
 * address (never `request.ip`, which `trustProxy` takes from a header), no proxy's header, and a
 * local name in `Host`.
 */
export function madeOnThisMachine(request: FastifyRequest): boolean {
  if (!loopback.has(request.raw.socket.remoteAddress ?? '')) return false;
  const headers = Object.keys(request.headers);
  if (headers.some((name) => name.startsWith('x-forwarded-') || proxyHeaders.includes(name))) return false;
  return localHost.test(request.headers.host ?? '');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Web addresses in a mail's text, made followable. */
const linkify = (escaped: string) => escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * A mail's HTML part as the reader's mail app would show it: in a sandboxed frame (no scripts, no
 * access to this page; its links open in a new tab), from `srcdoc`, so it falls under this page's
 * CSP and needs no route of its own.
 */
const htmlPart = (html: string | null) =>
  html === null
    ? '<p class="no-html">No HTML part (queued before mails were templates).</p>'
    : `<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>`;

const styles =
  'body{font-family:system-ui,sans-serif;margin:1rem;color:#1f2937}article{border-top:1px solid #dbe7fe;padding:1rem 0}' +
  '.parts{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}' +
  'iframe{width:100%;height:40rem;border:1px solid #dbe7fe;border-radius:8px;background:#fff}' +
  'pre{white-space:pre-wrap;overflow-wrap:anywhere;margin:0;padding:1rem;background:#f9fafb;border-radius:8px}';

/**
 * `/dev/outbox`: the newest mails the embedded mailer kept, each with its HTML part and its text
 * part side by side, with their links, so a developer can see what a reader gets and follow a
 * password-reset or unlock link. Registered only outside production without SMTP (app.ts; production
 * requires SMTP and keeps nothing here), and answered only to a request made on the machine itself
 * straight to the server (`madeOnThisMachine`); the links are never written to the log.
 */
export async function devOutboxRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get('/dev/outbox', async (request, reply) => {
    // Anyone else gets what a route that does not exist answers.
    if (!madeOnThisMachine(request)) return reply.callNotFound();
    const mails = await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(SHOWN);
    const items = mails
      .map(
        (mail) =>
          `<article><h2>${escapeHtml(mail.subject)}</h2><p>To ${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p>` +
          `<div class="parts">${htmlPart(mail.html)}<pre>${linkify(escapeHtml(mail.text))}</pre></div></article>`,
      )
      .join('\n');
    // Returned, so Fastify waits for the compressed body (without it a browser got an empty page).
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,"><title>Outbox (development)</title><style>${styles}</style></head>` +
          `<body><h1>Outbox (development only)</h1><p>The newest ${SHOWN} mails the site would have sent. Production sends them over SMTP and keeps none here.</p>` +
          `${items || '<p>No mail yet.</p>'}</body></html>`,
      );
  });
}
