/**
 * A Host header worth building a link on: a host name, an IPv4 address or a bracketed IPv6
 * address, with an optional port. Anything else (spaces, '@', a path, a second host) is refused.
 */
const safeHost = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The address a request came to ('http://127.0.0.1:3000'), or undefined when its Host is missing or
 * not a plain host. Only for running without PUBLIC_URL (never in production, where it is required):
 * a visitor who opened the site as 127.0.0.1 comes back from checkout to 127.0.0.1, where their
 * session is, not to localhost.
 */
export function requestOrigin(request: { protocol: string; host: string | undefined }): string | undefined {
  const host = request.host;
  if (!host || !safeHost.test(host)) return undefined;
  if (request.protocol !== 'http' && request.protocol !== 'https') return undefined;
  return `${request.protocol}://${host.toLowerCase()}`;
}
