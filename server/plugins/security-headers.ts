import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The security headers of an answer, by what it is. */
export interface AnswerHeaderSets {
  /** Pages, files, PDFs, CSVs: anything a browser may show or save (helmet's set). */
  readonly document: Readonly<Record<string, string>>;
  /** JSON answers, read by scripts and never shown as a page (decision 0225). */
  readonly api: Readonly<Record<string, string>>;
  /** The built scripts, styles and images under /assets/, which pages load and never show as one: the API's set (decision 0228). */
  readonly builtFile: Readonly<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers this site sends, for the answers written before any hook ran (see setAnswerHeaders). */
    answerHeaderValues: AnswerHeaderSets;
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

/**
 * A JSON answer is data for the site's scripts, never a page: OWASP's set for APIs (REST Security
 * and HTTP Headers cheat sheets) is all it needs. Nothing may load, run or frame it if a browser is
 * sent to it; no sniffing; no other site may read it with a plain request; no referrer. The
 * document-only headers (the page's policy, COOP, Origin-Agent-Cluster, DNS prefetch, IE's
 * download and XSS switches, Flash's cross-domain policy) do nothing on an answer read by fetch().
 */
export function apiHeadersFor(publicUrl: string | undefined): Readonly<Record<string, string>> {
  const https = publicUrl !== undefined && /^https:\/\//i.test(publicUrl);
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': strictTransportSecurity } : {}),
  });
}

/** The sets for a site served at `publicUrl`. */
export function answerHeaderSetsFor(publicUrl: string | undefined): AnswerHeaderSets {
  const api = apiHeadersFor(publicUrl);
  return Object.freeze({ document: headersHelmetSends(helmetOptionsFor(publicUrl)), api, builtFile: api });
}

/** What an app without this plugin (or a socket answered before any request) sends: the plain-http sets. */
export const securityHeaderValues = answerHeaderSetsFor(undefined);

const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The build's hashed files (static-client.ts), and a missing one's 404. */
const isBuiltFileUrl = (url: string) => url.startsWith('/assets/');
const isJson = (contentType: unknown) => typeof contentType === 'string' && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);

/**
 * Every answer names its request id, and API answers carry accounts, applicants, payments…: no
 * cache may keep them unless the route chooses otherwise (the job board's `no-cache`).
 */
function setRequestHeaders(reply: FastifyReply, api: boolean): void {
  reply.header('x-request-id', reply.request.id);
  if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

/**
 * For the error handler: an error raised before the onRequest hooks (a URL Fastify cannot decode)
 * is answered without the plugin's hook having run, so it sets the headers itself. Every error
 * answer is JSON.
 */
export function setAnswerHeaders(reply: FastifyReply): void {
  reply.headers((reply.server.answerHeaderValues ?? securityHeaderValues).api);
  setRequestHeaders(reply, isApiUrl(reply.request.raw.url ?? ''));
}

/** Sets each header of `set` the route has not set itself (a PDF's sandboxing policy stays). */
function fillHeaders(reply: FastifyReply, set: Readonly<Record<string, string>>): void {
  for (const name in set) if (!reply.hasHeader(name)) reply.header(name, set[name]!);
}

async function securityHeaders(app: FastifyInstance, options: { publicUrl?: string }) {
  const sets = answerHeaderSetsFor(options.publicUrl);
  app.decorate('answerHeaderValues', sets);
  // The headers never vary between answers of a kind here (no nonces, one policy), so helmet works
  // them out once, above, and every answer gets that record: @fastify/helmet ran helmet's
  // middleware again per request, plus two hooks of its own (decision 0209). Pages get theirs as
  // the request arrives, and the built files under /assets/ the API's smaller set (0228); under
  // /api the set follows what is sent (JSON, or the API's own docs page, a PDF, a CSV), each
  // header only where the route did not set its own.
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '';
    const api = isApiUrl(url);
    if (!api) reply.headers(isBuiltFileUrl(url) ? sets.builtFile : sets.document);
    setRequestHeaders(reply, api);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.raw.url ?? '')) {
      const contentType = reply.getHeader('content-type');
      fillHeaders(reply, contentType === undefined || isJson(contentType) ? sets.api : sets.document);
    }
    done(null, payload);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
