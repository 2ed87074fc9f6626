import { matchRoutes, type RouteObject } from 'react-router';

/**
 * React Router's `matchRoutes` flattens and ranks the whole table it is given on every call: 1 to
 * 2.5 ms of the server's CPU for this site's table, paid by every not-found answer and every page
 * only the browser renders (a bot asking for /wp-login.php, an admin opening /applicants). Its
 * static handler ranks its table once; a plain match has no such door. So the table is cut, once per
 * first path segment, down to the routes a path starting with that segment can match, and a path is
 * matched against its cut: a handful of routes.
 *
 * A cut is a superset of what can match. A route whose pattern starts with a fixed segment matches
 * only paths whose first segment is that one (compared as React Router does: decoded, and without
 * case unless the route asks for it); a route that starts with a parameter, an optional segment or
 * a splat (the catch-all `*`) is in every cut; a layout is kept, with its children cut, while any of
 * them is. The leaves are the table's own route objects, so what matches is the table's route.
 */
export function routeMatcher(table: RouteObject[], patternOf: ReadonlyMap<RouteObject, string>) {
  const fixedFirstSegments = new Set<string>();
  for (const pattern of patternOf.values()) {
    const segment = firstSegmentOf(pattern);
    if (isFixed(segment)) fixedFirstSegments.add(segment.toLowerCase());
  }
  const cuts = new Map<string, RouteObject[]>();
  const cutFor = (segment: string): RouteObject[] => {
    // Every first segment no pattern starts with shares one cut: the routes every cut holds.
    const key = fixedFirstSegments.has(segment) || segment === '' ? segment : '\u0000other';
    let cut = cuts.get(key);
    if (!cut) cuts.set(key, (cut = cutTable(table, patternOf, key)));
    return cut;
  };
  // Matching a cut still flattens and ranks it, and compiles each route's pattern: more than half of
  // what a /login answer cost the server (decision 0238). The paths asked again and again (/login,
  // /team, a bot's /wp-login.php) are matched once. Past MATCHES_KEPT the oldest is let go, and a
  // long path is never kept, so endless or huge paths stay bounded (1,000 × 200 characters).
  const matched = new Map<string, RouteObject | undefined>();
  /** The page route `pathname` lands on (the last of its matches), or undefined when none matches. */
  return (pathname: string): RouteObject | undefined => {
    if (matched.has(pathname)) return matched.get(pathname);
    const route = matchRoutes(cutFor(decodedFirstSegment(pathname)), pathname)?.at(-1)?.route;
    if (pathname.length > KEPT_PATH_MAX_LENGTH) return route;
    if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value!);
    matched.set(pathname, route);
    return route;
  };
}

/** How many paths' matches are kept (each a path and a reference to a route). */
export const MATCHES_KEPT = 1000;

/** A longer path is matched each time it is asked (no page's path comes near it). */
const KEPT_PATH_MAX_LENGTH = 200;

function cutTable(table: RouteObject[], patternOf: ReadonlyMap<RouteObject, string>, key: string): RouteObject[] {
  const cut: RouteObject[] = [];
  for (const route of table) {
    if (route.children) {
      const children = cutTable(route.children, patternOf, key);
      if (children.length > 0) cut.push({ ...route, children } as RouteObject);
    } else if (mayMatch(patternOf.get(route) ?? '/', key)) {
      cut.push(route);
    }
  }
  return cut;
}

/** Whether a route of `pattern` may match a path whose first segment, decoded and in lower case, is `key`. */
function mayMatch(pattern: string, key: string): boolean {
  const segment = firstSegmentOf(pattern);
  if (segment === '') return key === '';
  return isFixed(segment) ? segment.toLowerCase() === key : true;
}

const firstSegmentOf = (path: string) => path.split('/')[1] ?? '';

/** A segment that is neither a parameter (`:id`), optional (`x?`) nor a splat (`*`). */
const isFixed = (segment: string) => segment !== '' && !segment.startsWith(':') && !segment.endsWith('?') && !segment.includes('*');

/** As React Router decodes a path's segment before matching it (a segment it cannot decode is matched as it is). */
function decodedFirstSegment(pathname: string): string {
  const segment = firstSegmentOf(pathname);
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}
