import type { staticPublicPaths } from '@contract/catalogues/public-pages';
import { PageMeta } from './page-meta';
import { publicPageMeta } from './public-page-meta';

/** The metadata of a fixed public page, from the one table in public-page-meta.ts. */
export function PublicPageMeta({ path }: { path: (typeof staticPublicPaths)[number] }) {
  return <PageMeta {...publicPageMeta[path]} path={path} />;
}
