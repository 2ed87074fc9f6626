/**
 * What the log lines and the traces may say of a request's address. A single-use link carries its
 * secret in the path (`/resetpassword/<token>`, `/api/v1/talent-invitations/<token>`) or the query
 * (`/login?unlock=<token>`), and a query may hold what a visitor typed (a search): none of it is
 * written down. A routed request is named by its route's pattern; any other (a client page, a
 * built file, a 404) by its path without the query, the segment after a token-taking prefix read
 * as `:token`. Runs on every request: a cut at `?` and a few prefix comparisons, no regex.
 */

/**
 * Paths whose next segment is a token: the client's link pages (client/src/app/router.tsx and the
 * features' route files) and the API routes with a `:token` parameter (safe-url.test.ts holds
 * this list to the contract). A new page or route that takes a token adds its prefix here.
 */
export const TOKEN_PATH_PREFIXES = [
  '/resetpassword/',
  '/talent-invitation/',
  '/talent-invitations/',
  '/verify-email/',
  '/api/v1/users/reset-password/',
  '/api/v1/talent-invitations/',
] as const;

export const TOKEN_PLACEHOLDER = ':token';

const longestPrefix = Math.max(...TOKEN_PATH_PREFIXES.map((prefix) => prefix.length));

/** The path of `url` (an absolute form's scheme and host dropped) without its query or fragment, any token read as `:token`. */
export function safePath(url: string): string {
  let end = url.indexOf('?');
  if (end === -1) end = url.length;
  const hash = url.indexOf('#');
  if (hash !== -1 && hash < end) end = hash;
  let start = 0;
  // `GET http://host/path HTTP/1.1` reaches Node as it was sent.
  if (url.charCodeAt(0) !== 47 /* / */) {
    const scheme = url.indexOf('://');
    start = scheme === -1 ? 0 : url.indexOf('/', scheme + 3);
    if (start === -1 || start > end) return '/';
  }
  const path = start === 0 && end === url.length ? url : url.slice(start, end);
  return maskToken(path);
}

function maskToken(path: string): string {
  // The client's router matches paths whatever their case: so do these prefixes.
  const head = path.slice(0, longestPrefix).toLowerCase();
  for (const prefix of TOKEN_PATH_PREFIXES) {
    if (path.length > prefix.length && head.startsWith(prefix)) {
      const next = path.indexOf('/', prefix.length);
      return `${path.slice(0, prefix.length)}${TOKEN_PLACEHOLDER}${next === -1 ? '' : path.slice(next)}`;
    }
  }
  return path;
}

/** The parts of a Fastify request (or a bare IncomingMessage, which has no `routeOptions`) read here. */
export interface RequestAddress {
  url?: string;
  routeOptions?: { url?: string };
}

/**
 * How a request is named in logs and traces: its route's pattern (`/api/v1/talent-invitations/:token`)
 * when a route took it, else its `safePath` (unmatched paths, the client pages the not-found
 * handler answers, wildcard routes).
 */
export function safeRequestPath(request: RequestAddress): string {
  const pattern = request.routeOptions?.url;
  if (pattern !== undefined && !pattern.includes('*')) return pattern;
  return safePath(request.url ?? '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tokenInText = new RegExp(`(${TOKEN_PATH_PREFIXES.map(escaped).join('|')})[^/?#\\s'"\`]+`, 'gi');
const queryInText = /(\/[^\s?#'"`]*)[?#][^\s'"`)]*/g;

/**
 * An error's message or stack with any address in it made safe (Fastify's own errors quote the
 * request's URL). A regex, unlike `safePath`: it runs only on error lines.
 */
export function scrubText(text: string): string {
  return text.replace(tokenInText, `$1${TOKEN_PLACEHOLDER}`).replace(queryInText, '$1');
}
