import { serviceRoleKeys } from './service-roles.js';

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
