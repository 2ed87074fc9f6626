import { serviceRoleKeys, toServiceRoleKey } from './service-roles.js';

/**
 * Every public page a visitor or a search engine may land on, without the per-job pages (those come
 * from the job board). The prerenderer renders each one to HTML and the sitemap lists each one.
 */
export const staticPublicPaths = [
  '/',
  '/about',
  '/aboutteam',
  '/culture',
  '/services',
  '/pricing',
  '/message-us',
  '/getstarted',
  '/teambuilder',
  '/franchising',
  '/privacypolicy',
  '/purchasedisclaimer',
  '/career',
] as const;

export const serviceRolePaths: readonly string[] = serviceRoleKeys.map((key) => `/services/${key}`);

export const publicPagePaths: readonly string[] = [...staticPublicPaths, ...serviceRolePaths];

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * A page path in its canonical spelling: percent-escapes decoded, lowercase, no trailing slash, and
 * a role page's key spelled as the catalogue spells it ('/services/Virtual%20Assistants/' and
 * '/services/virtual-assistants' are '/services/virtual_assistants'). The server redirects (301)
 * another spelling of a page to this one.
 */
export function canonicalPagePath(pathname: string): string {
  const decoded = decodePath(pathname);
  const trimmed = (decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded).toLowerCase() || '/';
  const role = /^\/services\/([^/]+)$/.exec(trimmed);
  return role ? `/services/${toServiceRoleKey(role[1]!)}` : trimmed;
}
