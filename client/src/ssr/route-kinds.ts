import type { RouteObject } from 'react-router';
import { canonicalPagePath, publicPagePaths } from '@contract/catalogues/public-pages';
import { routes } from '@/app/router';
import type { PathKind } from './renderer-api';
import { routeMatcher } from './route-cuts';

/** How the server answers a path (see PathKind), derived from the router's own table so the two never drift. */

export const serverRenderedPatterns = ['/career', '/job/:id'] as const;

const NOT_FOUND_PATTERN = '/*';

/** Every route's full path pattern ('/services/:role'), keyed by the route object. */
function patternsByRoute(table: RouteObject[], parent = ''): Map<RouteObject, string> {
  const found = new Map<RouteObject, string>();
  for (const route of table) {
    const own = route.index ? parent : route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index || route.path !== undefined) found.set(route, own || '/');
    if (route.children) for (const [child, pattern] of patternsByRoute(route.children, own)) found.set(child, pattern);
  }
  return found;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

const routePatternOf = patternsByRoute(routes);

/** The page route a path lands on, or undefined when none matches (matched against the table's cut for it: route-cuts.ts). */
export const leafRoute = routeMatcher(routes, routePatternOf);

function leafPattern(pathname: string): string | undefined {
  const leaf = leafRoute(pathname);
  return leaf ? routePatternOf.get(leaf) : undefined;
}

/** Every page route's pattern in the router, the layout route and the catch-all left out. */
export function routePatterns(): string[] {
  const pages = [...routePatternOf.entries()].filter(([route]) => route.index || (route.path !== undefined && !route.children));
  return [...new Set(pages.map(([, pattern]) => pattern))].filter((pattern) => pattern !== NOT_FOUND_PATTERN);
}

/** Patterns whose every path is a prerendered page: a path of theirs not in the list is unknown. */
const publicPatterns = new Set(publicPagePaths.map(leafPattern));

/** The app routes that only the browser renders (answered with the app shell). */
export function clientOnlyRoutePatterns(): string[] {
  const serverRendered: readonly string[] = serverRenderedPatterns;
  return routePatterns().filter((pattern) => !publicPatterns.has(pattern) && !serverRendered.includes(pattern));
}

/**
 * Routes match case-insensitively and ignore a trailing slash; pages are served at their canonical
 * spelling (a role page's key also without spaces or hyphens: see canonicalPagePath).
 */
export function canonicalPath(pathname: string): string {
  return canonicalPagePath(pathname);
}

export function classifyPath(pathname: string): PathKind {
  const pattern = leafPattern(pathname);
  if (pattern === undefined || pattern === NOT_FOUND_PATTERN) return 'not-found';
  if ((serverRenderedPatterns as readonly string[]).includes(pattern)) return 'server-rendered';
  if (publicPatterns.has(pattern)) return publicPagePaths.includes(canonicalPath(pathname)) ? 'prerendered' : 'not-found';
  return 'client-only';
}
