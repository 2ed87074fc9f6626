import type { staticPublicPaths } from '@contract/catalogues/public-pages';
import { bookingPageMetas } from './public-page-meta/booking';
import { careerPageMeta } from './public-page-meta/career';
import { companyPageMetas } from './public-page-meta/company';
import { franchisingPageMeta } from './public-page-meta/franchising';
import { homePageMeta } from './public-page-meta/home';
import { messageUsPageMeta } from './public-page-meta/message-us';
import { pricingPageMeta } from './public-page-meta/pricing';
import { privacyPolicyPageMeta } from './public-page-meta/privacy-policy';
import { servicesPageMeta } from './public-page-meta/services';
import type { StaticPageMeta } from './public-page-meta/static-page-meta';
import { teamBuilderPageMeta } from './public-page-meta/teambuilder';

/**
 * The title and search-result description of every fixed public page (role pages and jobs build
 * theirs from their own content), gathered in one table so a test holds that no two pages share
 * one. A page imports its own entry from public-page-meta/, so its script carries only that one:
 * the whole table, a chunk of its own, was 1.2 kB of gzipped JavaScript on every page.
 */
export const publicPageMeta: Record<StaticPageMeta['path'], StaticPageMeta> = Object.fromEntries(
  [homePageMeta, ...companyPageMetas, servicesPageMeta, pricingPageMeta, messageUsPageMeta, ...bookingPageMetas, teamBuilderPageMeta, franchisingPageMeta, privacyPolicyPageMeta, careerPageMeta].map(
    (meta) => [meta.path, meta],
  ),
) as Record<(typeof staticPublicPaths)[number], StaticPageMeta>;
