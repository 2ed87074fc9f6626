import type { staticPublicPaths } from '@contract/catalogues/public-pages';

/** The title and search-result description of a fixed public page, with its path. */
export interface StaticPageMeta {
  path: (typeof staticPublicPaths)[number];
  /** Omitted on the home page, whose tab shows the brand's tagline. */
  title?: string;
  description: string;
}
