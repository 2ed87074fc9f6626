import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/AppRoot';
import { Document } from './app/Document';
import { createAppRouter, routes } from './app/router';
import { skipWaitingForFirstInput } from './lib/after-first-input';
import { pageDataElementId, readPageData } from './lib/server-html';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** Tells tooling (and the browser journeys) that React has made the server's markup live. */
function markLive() {
  root!.dataset.hydrated = 'true';
}

/**
 * A page the server rendered (prerendered or per request) carries a page data block and is
 * hydrated, the whole document as the server rendered it (app/Document.tsx); the plain app shell
 * (admin, account and checkout pages) and the not-found page are rendered from scratch in #root.
 * Before hydrating, the lazy routes the address matches are loaded, as React Router asks of a
 * data router hydrating server HTML, and the router starts from the loaders' data the server
 * rendered with, so the first render is the page the server rendered. The query cache the server
 * rendered with is taken up by the data layer, on the pages that have one (lib/query-client.ts).
 */
async function start(container: HTMLElement) {
  const pageData = readPageData();
  const hydrating = pageData !== undefined && !pageData.notFound;
  if (hydrating) await loadMatchedLazyRoutes();
  else skipWaitingForFirstInput();
  const router = createAppRouter(hydrating ? { loaderData: pageData.loaderData ?? {} } : undefined);
  // A move to another page draws it whole, deferred parts included, whatever set it off (a redirect
  // made by the page itself, a click no input came before): the router holds the page it leaves on
  // screen until the next one is ready, so a part left waiting for an input would hold it there.
  const stopWatchingMoves = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === 'default') return;
    skipWaitingForFirstInput();
    stopWatchingMoves();
  });
  // The router is set up in a task of its own, before hydration takes the next one.
  if (hydrating) await afterNextPaint();
  const app = (
    <AppRoot origin={pageData?.origin} onLive={markLive}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  // In a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  if (hydrating) startTransition(() => void hydrateRoot(document, <Document pageDataJson={document.getElementById(pageDataElementId)?.textContent ?? ''}>{app}</Document>));
  else createRoot(container).render(app);
}

/**
 * Lets the browser paint the server's HTML before hydration takes the main thread, so the page
 * shows at once even on a slow phone whose scripts arrived with the HTML (from cache, say).
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function loadMatchedLazyRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

void start(root);
