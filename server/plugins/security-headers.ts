import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers every answer of this app starts with: `securityHeaderValues`, plus HSTS on an https site. */
    answerHeaderValues: Readonly<Record<string, string>>;
  }
}

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  // The resume viewer shows a PDF from a blob: URL in an iframe.
  "frame-src 'self' blob:",
  "object-src 'self' blob:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
].join('; ');

/**
 * The headers every answer carries (the set helmet would send), computed once: the page may load
 * only what this server serves, and browsers get no room to sniff, frame or leak referrers.
 */
export const securityHeaderValues: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/** A year, subdomains included: browsers that saw it once reach the site over https only. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * The headers for a site served at `publicUrl`: HSTS only when that address is https (a site on
 * plain http, such as a local run, must not tell browsers to insist on https).
 */
export function answerHeaderValuesFor(publicUrl: string | undefined): Readonly<Record<string, string>> {
  if (!publicUrl || !/^https:\/\//i.test(publicUrl)) return securityHeaderValues;
  return Object.freeze({ ...securityHeaderValues, 'strict-transport-security': strictTransportSecurity });
}

/**
 * Headers every answer starts with, errors included. API answers carry accounts, applicants,
 * payments…: no cache may keep them unless the route chooses otherwise (the job board's
 * `no-cache`), so `no-store` is the default a route overrides by setting its own.
 */
export function setAnswerHeaders(reply: FastifyReply): void {
  // Errors Fastify raises before any plugin ran (a bad URL) may reach here on an app without them.
  reply.headers(reply.server.answerHeaderValues ?? securityHeaderValues);
  reply.header('x-request-id', reply.request.id);
  const url = reply.request.raw.url ?? '';
  if ((url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

async function securityHeaders(app: FastifyInstance, options: { publicUrl?: string }) {
  app.decorate('answerHeaderValues', answerHeaderValuesFor(options.publicUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    setAnswerHeaders(reply);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
