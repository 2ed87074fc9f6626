import { jsonForScript, pageDataElementId, type PageData } from '@/lib/server-html';
import type { PageAssets } from './page-assets';

/**
 * React's `prerender` of the app writes the <title>, <meta> and <link> elements the page names
 * first (its preamble, which React places in <head> when it renders a whole document), then the
 * page. The app is rendered on its own, as the browser hydrates it (#root), so both count `useId`
 * from the same root; this splits the two parts.
 */
export function splitPreamble(appHtml: string): { head: string; body: string } {
  const preamble = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/.exec(appHtml)?.[0] ?? '';
  return { head: preamble, body: appHtml.slice(preamble.length) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The whole HTML document of a server-rendered page: what every page's <head> holds (the same as
 * client/index.html), the page's own head elements, the app in #root and the page data block,
 * JSON the browser never runs, so the strict `script-src 'self'` policy needs no hash or nonce.
 */
export function documentHtml({ assets, head, body, pageData }: { assets: PageAssets; head: string; body: string; pageData: PageData }): string {
  const styles = assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`).join('');
  const preloads = assets.modulePreloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`).join('');
  return (
    '<!doctype html><html lang="en"><head><meta charset="UTF-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1.0">' +
    '<meta name="theme-color" content="#0f1b46"><link rel="icon" type="image/svg+xml" href="/favicon.svg">' +
    `${head}<script type="module" crossorigin src="${escapeAttribute(assets.entryScript)}"></script>${preloads}${styles}</head>` +
    `<body><div id="root">${body}</div>` +
    `<script type="application/json" id="${pageDataElementId}">${jsonForScript(pageData)}</script></body></html>`
  );
}
