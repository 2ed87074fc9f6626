import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { routes } from '@/app/router';
import { MATCHES_KEPT } from './route-cuts';
import { classifyPath, leafRoute, routePatterns } from './route-kinds';

/** Each pattern with its parameters filled in, as visitors and bots spell paths. */
function pathsOf(pattern: string): string[] {
  const filled = pattern.replace(/:[^/]+/g, 'abc-123').replace('*', 'x/y');
  return [filled, `${filled}/`, filled.toUpperCase(), `${filled}/extra`, `${filled}/extra/deeper`, `${filled}x`, `/x${filled}`];
}

const junk = [
  '/', '', '//', '///x', '/wp-login.php', '/.env', '/admin/../etc/passwd', '/%61bout', '/%E0%A4%A', '/%2Fabout', '/a%2Fb',
  '/services/virtual_assistants', '/SERVICES/Virtual_Assistants/', '/job', '/job/', '/job/1/applicants/2', '/admin/audit-log/x',
  '/assets/x.js', '//assets/x.js', '/api-docs', '/career/', '/talent-invitation/a.b.c', '/ä', '/%C3%A4', '/café',
];

describe('matching a path against its cut of the router table', () => {
  const paths = [...routePatterns().flatMap(pathsOf), ...junk];

  it('lands every path on the route the whole table would', () => {
    for (const path of paths) expect(leafRoute(path), path).toBe(matchRoutes(routes, path)?.at(-1)?.route);
  });

  it('lands a path asked again, and after more other paths than it keeps, on the same route', () => {
    for (const path of paths) expect(leafRoute(path), path).toBe(matchRoutes(routes, path)?.at(-1)?.route);
    const notFound = matchRoutes(routes, '/probe.php')?.at(-1)?.route;
    for (let i = 0; i <= MATCHES_KEPT; i += 1) expect(leafRoute(`/probe-${i}.php`)).toBe(notFound);
    for (const path of paths) expect(leafRoute(path), path).toBe(matchRoutes(routes, path)?.at(-1)?.route);
    const longPath = `/job/${'a'.repeat(300)}`;
    expect(leafRoute(longPath)).toBe(matchRoutes(routes, longPath)?.at(-1)?.route);
    expect(leafRoute(longPath)).toBe(matchRoutes(routes, longPath)?.at(-1)?.route);
  });

  it('still tells the pages apart', () => {
    expect(classifyPath('/about')).toBe('prerendered');
    expect(classifyPath('/ABOUT/')).toBe('prerendered');
    expect(classifyPath('/job/abc')).toBe('server-rendered');
    expect(classifyPath('/applicants')).toBe('client-only');
    expect(classifyPath('/wp-login.php')).toBe('not-found');
    expect(classifyPath('/services/no_such_role')).toBe('not-found');
  });
});
