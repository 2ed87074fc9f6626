import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers helmet sends on this site, for the answers written before any hook ran (see setAnswerHeaders). */
    answerHeaderValues: Readonly<Record<string, string>>;
  }
}

/** The page may load only what this server serves. Helmet's default policy, with the additions the site needs. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The resume viewer shows a PDF from a blob: URL in an iframe.
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'self'", 'blob:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
  },
};

/** A year, subdomains included: browsers that saw it once reach the site over https only. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's options for a site served at `publicUrl`: its defaults (no sniffing, no framing by
 * others, no referrer…) with the site's Content Security Policy, and HSTS only when that address is
 * https (a site on plain http, such as a local run, must not tell browsers to insist on https).
 */
export function helmetOptionsFor(publicUrl: string | undefined): HelmetOptions {
  const https = publicUrl !== undefined && /^https:\/\//i.test(publicUrl);
  return { contentSecurityPolicy, strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false };
}

/** The headers helmet sets with `options`, read once by running its middleware on a response that only records them. */
export function headersHelmetSends(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** What an app without this plugin (or a socket answered before any request) sends: the plain-http set. */
export const securityHeaderValues = headersHelmetSends(helmetOptionsFor(undefined));

/**
 * Every answer names its request id, and API answers carry accounts, applicants, payments…: no
 * cache may keep them unless the route chooses otherwise (the job board's `no-cache`).
 */
function setRequestHeaders(reply: FastifyReply): void {
  reply.header('x-request-id', reply.request.id);
  const url = reply.request.raw.url ?? '';
  if ((url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
}

/**
 * For the error handler: an error raised before the onRequest hooks (a URL Fastify cannot decode)
 * is answered without helmet's hook having run, so it sets helmet's headers itself.
 */
export function setAnswerHeaders(reply: FastifyReply): void {
  reply.headers(reply.server.answerHeaderValues ?? securityHeaderValues);
  setRequestHeaders(reply);
}

async function securityHeaders(app: FastifyInstance, options: { publicUrl?: string }) {
  const helmetOptions = helmetOptionsFor(options.publicUrl);
  const headerValues = headersHelmetSends(helmetOptions);
  app.decorate('answerHeaderValues', headerValues);
  // Helmet's headers never vary between answers here (no nonces, one policy), so helmet works them
  // out once, above, and every answer gets that record: @fastify/helmet ran helmet's middleware
  // again per request, plus two hooks of its own (decision 0209).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headerValues);
    setRequestHeaders(reply);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
