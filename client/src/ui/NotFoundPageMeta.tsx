import { pageTitle } from '@/lib/page-meta';

/** The not-found page's title, kept out of search results (it answers with status 404 too). */
export function NotFoundPageMeta() {
  return (
    <>
      <title>{pageTitle('Page Not Found')}</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
