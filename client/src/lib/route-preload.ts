import type { Params } from 'react-router';

/**
 * Data a page reads synchronously on its first render (with `use()` on a settled promise), loaded
 * by its route's `handle.preload` before the server renders it and before the browser hydrates
 * it, so both render the page itself rather than a Suspense fallback. On a later client-side
 * navigation the page's Suspense boundary waits instead.
 */
export interface PreloadHandle {
  preload?: (params: Params) => Promise<void>;
}

export async function preloadMatchedRoutes(matches: readonly { route: { handle?: unknown }; params: Params }[]): Promise<void> {
  await Promise.all(matches.map(({ route, params }) => (route.handle as PreloadHandle | undefined)?.preload?.(params)));
}
