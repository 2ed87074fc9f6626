import { preinit, preloadModule } from 'react-dom';
import type { ReactNode } from 'react';
import { pageDataElementId } from '@/lib/server-html';

/** The built files a server-rendered page names in its <head> (from Vite's manifest; see ssr/entry-assets.ts). */
export interface DocumentAssets {
  stylesheets: string[];
  /** The chunks the entry script imports, fetched beside it instead of after it has been read. */
  modulePreloads: string[];
}

type DocumentProps = {
  /** The page data block (see lib/server-html.ts), as JSON text. */
  pageDataJson: string;
  /** Server only: the browser finds the same elements in the HTML and leaves them be. */
  assets?: DocumentAssets;
  /** The app, inside #root. */
  children: ReactNode;
};

/**
 * The whole HTML document of a server-rendered page: React renders it on the server and hydrates it
 * in the browser, so React 19 itself writes <head>: the charset and viewport, the stylesheet before
 * any script, the page's own <title>, <meta> and <link> elements wherever the page renders them, and
 * the preloads React was asked for. Both sides render this same tree, so `useId` counts the same.
 * The page data block is JSON the browser never runs: the strict `script-src 'self'` policy needs
 * no hash or nonce for it.
 */
export function Document({ pageDataJson, assets, children }: DocumentProps) {
  for (const href of assets?.stylesheets ?? []) preinit(href, { as: 'style', precedence: 'default', crossOrigin: '' });
  for (const href of assets?.modulePreloads ?? []) preloadModule(href, { as: 'script', crossOrigin: '' });
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta name="theme-color" content="#0f1b46" />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id={pageDataElementId} dangerouslySetInnerHTML={{ __html: pageDataJson }} />
      </body>
    </html>
  );
}
