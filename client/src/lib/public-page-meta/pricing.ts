import type { StaticPageMeta } from './static-page-meta';

/** The pricing page. */
export const pricingPageMeta: StaticPageMeta = {
  path: '/pricing',
  title: 'Pricing',
  description: 'Simple monthly pricing for a full-time remote professional from the Philippines, for non-technical and technical roles, with no placement fees.',
};
