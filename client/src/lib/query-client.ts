import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { readPageData } from './server-html';

export { QueryObserver } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An error answer (4xx/5xx) will not change on retry; only a network failure is worth one more try.
        retry: (failureCount, error) => error instanceof Error && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/**
 * The server renders a page from the data it holds at that moment (the job board's pages are
 * rendered per request), so the data is as fresh as the page: it counts from now, and the page
 * does not fetch it again at once.
 */
function answeredNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...state, queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one query client, made when a part of the page first reads or writes through the
 * API (see lib/data-layer.tsx), holding the answers the server rendered the page with. It stays
 * mounted for the page's life, so window focus and reconnection reach its queries whichever
 * screens come and go.
 */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  browserClient = createQueryClient();
  const queries = readPageData()?.queries;
  if (queries) hydrate(browserClient, answeredNow(queries));
  browserClient.mount();
  return browserClient;
}
