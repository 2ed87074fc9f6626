import type { ReactNode } from 'react';
import { pageDataElementId } from '@/lib/server-html';

type DocumentProps = {
  /** The page data block (see lib/server-html.ts), as JSON text. */
  pageDataJson: string;
  /**
   * Server only: the elements every page's <head> starts with and the requests for its stylesheet
   * and preloads (ssr/DocumentHead.tsx). The browser renders <head> empty: hydrating <head>, React
   * leaves the elements it did not render where they are, and nothing under #root depends on them.
   */
  head?: ReactNode;
  /** The app, inside #root. */
  children: ReactNode;
};

/**
 * The whole HTML document of a server-rendered page: React renders it on the server and hydrates it
 * in the browser, so React 19 itself writes <head>: the charset and viewport, the stylesheet before
 * any script, the preloads React was asked for, and the page's own <title>, <meta> and <link>
 * elements wherever the page renders them. Both sides render the same tree down to #root, so
 * `useId` counts the same.
 * The page data block is JSON the browser never runs: the strict `script-src 'self'` policy needs
 * no hash or nonce for it.
 */
export function Document({ pageDataJson, head, children }: DocumentProps) {
  return (
    <html lang="en">
      <head>{head}</head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={pageDataElementId} dangerouslySetInnerHTML={{ __html: pageDataJson }} />
      </body>
    </html>
  );
}
