import { preinit, preloadModule } from 'react-dom';
import type { EntryAssets } from './entry-assets';

/**
 * What every server-rendered page's <head> holds (app/Document.tsx), and the stylesheet and the
 * entry's imports asked of React during the render: React writes them into <head> in its own order,
 * the stylesheet before any script.
 */
export function DocumentHead({ assets }: { assets: Omit<EntryAssets, 'entryScript'> }) {
  for (const href of assets.stylesheets) preinit(href, { as: 'style', precedence: 'default', crossOrigin: '' });
  for (const href of assets.modulePreloads) preloadModule(href, { as: 'script', crossOrigin: '' });
  return (
    <>
      <meta charSet="UTF-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      <meta name="theme-color" content="#0f1b46" />
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    </>
  );
}
