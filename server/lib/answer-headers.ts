import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Which security headers an answer gets, and the request headers every answer carries (its id, and
 * no caching of the API's answers unless the route says otherwise). plugins/security-headers.ts
 * attaches them to the routes; an answer written without hooks (prepared answers, the not-found
 * handler, errors) sets them with the functions here.
 */

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
    /** The headers this site sends (plugins/security-headers.ts), for the answers that set their own. */
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

/** What an app without the security-headers plugin (or a socket answered before any request) sends: the plain-http sets. */
export const securityHeaderValues = answerHeaderSetsFor(undefined);

export const isApiUrl = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The build's hashed files (static-client.ts), and a missing one's 404. */
export const isBuiltFileUrl = (url: string) => url.startsWith('/assets/');
export const isJson = (contentType: unknown) => typeof contentType === 'string' && /^application\/(?:[\w.-]+\+)?json\b/i.test(contentType);

/**
 * Every answer names its request id, and API answers carry accounts, applicants, payments…: no
 * cache may keep them unless the route chooses otherwise (the job board's `no-cache`).
 */
export function setRequestHeaders(reply: AnswerReply, api: boolean): void {
  reply.header('x-request-id', reply.request.id);
  if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
}

/**
 * What of a reply the functions here use: any Fastify reply, ts-rest's handlers' included (the same
 * object, typed with an older order of Fastify's type parameters).
 */
export interface AnswerReply {
  readonly request: { readonly id: string; readonly url: string };
  readonly server: { readonly answerHeaderValues?: AnswerHeaderSets | undefined };
  header(name: string, value: string): unknown;
  headers(values: Readonly<Record<string, string>>): unknown;
  hasHeader(name: string): boolean;
}

/** The sets of the app answering (an app without the plugin, in a test, sends the plain-http ones). */
const setsOf = (reply: AnswerReply): AnswerHeaderSets => reply.server.answerHeaderValues ?? securityHeaderValues;

/**
 * For the error handler: every error answer is JSON. An error raised before the route's hooks (a
 * URL Fastify cannot decode, the not-found handler's body refused) is answered without them.
 */
export function setAnswerHeaders(reply: AnswerReply): void {
  reply.headers(setsOf(reply).api);
  setRequestHeaders(reply, isApiUrl(reply.request.url));
}

/**
 * For an answer written by a route without hooks (a prepared answer, the not-found handler): the
 * headers the route's hooks would have given it, as its address says. Under /api it is JSON.
 */
export function setHeadersByAddress(reply: AnswerReply): void {
  const url = reply.request.url;
  const api = isApiUrl(url);
  const sets = setsOf(reply);
  reply.headers(api ? sets.api : isBuiltFileUrl(url) ? sets.builtFile : sets.document);
  setRequestHeaders(reply, api);
}

/** Sets each header of `set` the route has not set itself (a PDF's sandboxing policy stays). */
export function fillHeaders(reply: AnswerReply, set: Readonly<Record<string, string>>): void {
  for (const name in set) if (!reply.hasHeader(name)) reply.header(name, set[name]!);
}
