import type { StaticPageMeta } from './static-page-meta';

/** The home page's description (its title is the brand's tagline). */
export const homePageMeta: StaticPageMeta = {
  path: '/',
  description:
    'Bayanihan Remote staffs US businesses with pre-vetted, English-fluent professionals from the Philippines: virtual assistants, customer support, marketing, sales, finance, engineering and healthcare back-office. Save up to 70% on local wages.',
};
