import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AppRoot } from '@/app/AppRoot';
import { createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { preloadMatchedRoutes } from '@/lib/route-preload';
import { tsr } from '@/lib/api-client';
import { jobsKeys } from '@/lib/query-keys';
import type { PageData } from '@/lib/server-html';
import { documentHtml, splitPreamble } from './document-html';
import { collectLazyImports } from './module-tracker';
import { pageAssets } from './page-assets';
import type { JobsData, RenderOptions } from './renderer-api';

export { canonicalPath, classifyPath, clientOnlyRoutePatterns, routePatterns } from './route-kinds';

/**
 * The cache entries the careers pages' hooks read (`useActiveJobs`, `useJob` for a visitor), put
 * there through tsr's own cache functions, so the entry has the answer's shape its route declares.
 */
function seedJobQueries(client: QueryClient, jobs: JobsData) {
  const cache = tsr.initQueryClient(client).jobs;
  if (jobs.active) cache.listActiveJobs.setQueryData(jobsKeys.active(), { status: 200, body: { jobs: jobs.active }, headers: new Headers() });
  if (jobs.detail) cache.getJob.setQueryData(jobsKeys.detail(jobs.detail._id, 'visitor'), { status: 200, body: { job: jobs.detail }, headers: new Headers() });
}

/**
 * Renders one page to a whole HTML document with React's `prerender`, which waits for every lazy
 * part (a form's code, say) so the HTML holds the page whole. The router's own table answers the
 * address through `createStaticHandler`, which loads the matched lazy routes first; their chunks
 * are named in <head> for the browser to fetch beside the entry. No loaders run, so there is no
 * router data to inline; the query cache the page rendered with goes into the page data block.
 */
export async function renderPage({ url, origin, manifest, jobs, notFound }: RenderOptions): Promise<string> {
  const { result: matched, modules } = await collectLazyImports(async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://render.local')));
    if (context instanceof Response) throw new Error(`Rendering ${url} answered a redirect`);
    await preloadMatchedRoutes(context.matches);
    return { handler, context };
  });
  const router = createStaticRouter(matched.handler.dataRoutes, matched.context);
  const queryClient = createQueryClient();
  if (jobs) seedJobQueries(queryClient, jobs);
  const { prelude } = await prerender(
    <AppRoot origin={origin} queryClient={queryClient}>
      <StaticRouterProvider router={router} context={matched.context} hydrate={false} />
    </AppRoot>,
    // Every Suspense boundary is written in place, complete: never outlined into a hidden segment
    // that an inline script would move into place (the CSP allows no inline script).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const queries = dehydrate(queryClient);
  const pageData: PageData = {
    origin,
    ...(queries.queries.length > 0 ? { queries } : {}),
    ...(notFound ? { notFound: true as const } : {}),
  };
  const { head, body } = splitPreamble(await new Response(prelude).text());
  return documentHtml({ assets: pageAssets(manifest, modules), head, body, pageData });
}
