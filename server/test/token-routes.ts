import { randomBytes } from 'node:crypto';

/**
 * Every address that carries a single-use token, in its path, its query or its body, as a request
 * to send: the log and trace tests (server/request-logging.test.ts, tests/tracing.test.ts) send each
 * with a token of its own and look for it in what was written. `:token` in `url` or in a body value
 * stands for the token; `logged` is what the log and the spans must name the address by (the path
 * without its query by default). A new route or page that takes a token is one line here.
 */
export interface TokenRoute {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  body?: Record<string, string>;
  logged?: string;
}

export const tokenRoutes: TokenRoute[] = [
  { method: 'GET', url: '/api/v1/users/reset-password/:token' },
  { method: 'PATCH', url: '/api/v1/users/reset-password/:token', body: { password: 'a-new-horse-battery-1' } },
  { method: 'POST', url: '/api/v1/users/login-unlock', body: { token: ':token' } },
  { method: 'GET', url: '/api/v1/talent-invitations/:token' },
  { method: 'POST', url: '/api/v1/talent-invitations/:token', body: { password: 'a-new-horse-battery-1' } },
  { method: 'POST', url: '/api/v1/talent-invitations/:token/link' },
  { method: 'POST', url: '/api/v1/users/verify-email', body: { token: ':token' } },
  // Client pages, answered by the not-found handler (the page renderer when the client is built).
  { method: 'GET', url: '/resetpassword/:token' },
  { method: 'GET', url: '/talent-invitation/:token' },
  { method: 'GET', url: '/verify-email/:token' },
  { method: 'GET', url: '/login?unlock=:token', logged: '/login' },
];

/** A request of `route` with a fresh token (as long as a real one), and what must be logged instead. */
export function tokenRequest(route: TokenRoute) {
  const token = randomBytes(32).toString('base64url');
  const fill = (text: string) => text.replaceAll(':token', token);
  return {
    token,
    method: route.method,
    url: fill(route.url),
    body: route.body && Object.fromEntries(Object.entries(route.body).map(([key, value]) => [key, fill(value)])),
    logged: route.logged ?? route.url.split('?')[0]!,
  };
}
