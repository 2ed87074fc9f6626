import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiContract } from '../../contract/index.js';
import { tokenRequest, tokenRoutes } from '../test/token-routes.js';
import { safePath, safeRequestPath, scrubText, TOKEN_PATH_PREFIXES } from './safe-url.js';

const token = 'q3Vx-8kP_Lm2Rt7Zs9Wc4Yb6Nd1Hf5Gj0Ea3Uo8Ii2';

describe('safePath', () => {
  it.each([
    ['/api/v1/jobs/active?search=secretterm', '/api/v1/jobs/active'],
    ['/career#openings', '/career'],
    ['/login?unlock=abc#top', '/login'],
    ['/', '/'],
    ['/assets/index-abc123.js', '/assets/index-abc123.js'],
    [`/resetpassword/${token}`, '/resetpassword/:token'],
    [`/resetpassword/${token}?utm_source=mail`, '/resetpassword/:token'],
    [`/ResetPassword/${token}`, '/ResetPassword/:token'],
    [`/talent-invitation/${token}`, '/talent-invitation/:token'],
    [`/talent-invitations/${token}`, '/talent-invitations/:token'],
    [`/verify-email/${token}`, '/verify-email/:token'],
    [`/api/v1/users/reset-password/${token}`, '/api/v1/users/reset-password/:token'],
    [`/api/v1/talent-invitations/${token}/link`, '/api/v1/talent-invitations/:token/link'],
    // Nothing after the prefix: nothing to hide.
    ['/resetpassword/', '/resetpassword/'],
    ['/resetpassword', '/resetpassword'],
    // The request line's absolute form.
    [`http://www.example.com/resetpassword/${token}?a=1`, '/resetpassword/:token'],
    ['http://www.example.com', '/'],
    ['*', '*'],
  ])('%s → %s', (url, expected) => {
    expect(safePath(url)).toBe(expected);
  });
});

describe('safeRequestPath', () => {
  it("names a routed request by its route's pattern", () => {
    expect(safeRequestPath({ url: `/api/v1/talent-invitations/${token}?x=1`, routeOptions: { url: '/api/v1/talent-invitations/:token' } })).toBe('/api/v1/talent-invitations/:token');
  });

  it('names an unrouted request (a page, a 404), a wildcard route and a bare IncomingMessage by its safe path', () => {
    expect(safeRequestPath({ url: `/resetpassword/${token}`, routeOptions: {} })).toBe('/resetpassword/:token');
    expect(safeRequestPath({ url: `/files/a?b=${token}`, routeOptions: { url: '/files/*' } })).toBe('/files/a');
    expect(safeRequestPath({ url: `/verify-email/${token}` })).toBe('/verify-email/:token');
  });
});

describe('scrubText', () => {
  it("hides tokens and queries in an error's message and stack", () => {
    expect(scrubText(`'/api/v1/talent-invitations/${token}' is not a valid url component`)).toBe("'/api/v1/talent-invitations/:token' is not a valid url component");
    expect(scrubText('Reply was already sent, did you forget to "return reply" in "/api/v1/jobs/active?search=secretterm" (GET)?')).not.toContain('secretterm');
    expect(scrubText(`GET /resetpassword/${token} failed\n    at x (file:///srv/app.js:1:2)`)).toBe('GET /resetpassword/:token failed\n    at x (file:///srv/app.js:1:2)');
  });
});

describe('the token prefixes', () => {
  const covered = (pathWithToken: string) => safePath(pathWithToken.replaceAll(':token', token)) === pathWithToken.split('?')[0];

  it('cover every API route with a :token parameter', () => {
    const paths: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      const route = node as { method?: unknown; path?: unknown };
      if (typeof route.method === 'string' && typeof route.path === 'string') paths.push(route.path);
      else Object.values(node).forEach(walk);
    };
    walk(apiContract);
    const withToken = paths.filter((route) => route.includes('/:token'));
    expect(withToken).toContain('/api/v1/talent-invitations/:token');
    expect(withToken.filter((route) => !covered(route))).toEqual([]);
  });

  it('cover every client page with a :token parameter', () => {
    const clientSources = path.resolve(import.meta.dirname, '../../client/src');
    const pages = readdirSync(clientSources, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(path.join(clientSources, file), 'utf8').matchAll(/path: '([^']*:token[^']*)'/g)].map((match) => `/${match[1]}`));
    expect(pages).toContain('/resetpassword/:token');
    expect(pages.filter((page) => !covered(page))).toEqual([]);
  });

  it('cover every address of the token routes the log and trace tests send', () => {
    for (const route of tokenRoutes) {
      const request = tokenRequest(route);
      // A routed API request is logged by its pattern; the prefixes cover the rest, and every request before routing.
      expect(safePath(request.url), request.url).toBe(request.logged);
    }
  });

  it('are lower case (compared with a lower-cased path)', () => {
    for (const prefix of TOKEN_PATH_PREFIXES) expect(prefix).toBe(prefix.toLowerCase());
  });
});
