import { DocumentHead } from '@/lib/document-head';
import { pageTitle } from '@/lib/page-meta';

/** The not-found page's title, kept out of search results (it answers with status 404 too). */
export function NotFoundPageMeta() {
  return (
    <DocumentHead
      tags={[
        { kind: 'title', text: pageTitle('Page Not Found') },
        { kind: 'meta', name: 'robots', content: 'noindex' },
      ]}
    />
  );
}
