import { PageTitle } from '@/lib/page-meta';

/** The not-found page's title, kept out of search results (it answers with status 404 too). */
export function NotFoundPageMeta() {
  return (
    <>
      <PageTitle page="Page Not Found" />
      <meta name="robots" content="noindex" />
    </>
  );
}
