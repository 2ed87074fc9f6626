// The server's build takes React's edge build of this (client/vite.config.ts, decision 0237).
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, RouterContextProvider, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { AppRoot } from '@/app/AppRoot';
import { Document } from '@/app/Document';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/app/router';
import { activeJobsQuery } from '@/features/careers/api/use-active-jobs';
import { servedJobs } from '@/features/careers/api/served-jobs';
import { tsr } from '@/lib/api-client';
import { jsonForScript, type PageData } from '@/lib/server-html';
import { DocumentHead } from './DocumentHead';
import { entryAssets } from './entry-assets';
import type { JobsData, RenderOptions } from './renderer-api';

export { canonicalPath, classifyPath, clientOnlyRoutePatterns, routePatterns } from './route-kinds';

/**
 * The cache entry the job board's hook reads (`useActiveJobs`): under the key of the hook's own
 * query options, so the page rendered here and hydrated in the browser reads one entry; written
 * through tsr's typed cache, so the entry has the answer's shape its route declares.
 */
function seedJobQueries(client: QueryClient, jobs: JobsData) {
  if (jobs.active) tsr.initQueryClient(client).jobs.listActiveJobs.setQueryData(activeJobsQuery().queryKey, { status: 200, body: { jobs: jobs.active }, headers: new Headers() });
}

/**
 * Renders one page to a whole HTML document with React's `prerender`, which waits for every lazy
 * part (a form's code, say) so the HTML holds the page whole. The router's own table answers the
 * address through `createStaticHandler`, which loads the matched lazy routes and runs their loaders;
 * the loaders' data and the query cache the page rendered with go into the page data block, from
 * which the browser hydrates. React writes <head> (see app/Document.tsx) and the entry's script tag.
 */
export async function renderPage({ url, origin, manifest, jobs, notFound }: RenderOptions): Promise<string> {
  const handler = createStaticHandler(routes);
  // A job page's loader takes its job from here (features/careers/detail/job-page-loader.ts).
  const requestContext = new RouterContextProvider();
  requestContext.set(servedJobs, { ...(jobs?.detail ? { detail: jobs.detail } : {}) });
  const context = await handler.query(new Request(new URL(url, 'http://render.local')), { requestContext });
  if (context instanceof Response) throw new Error(`Rendering ${url} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  if (jobs) seedJobQueries(queryClient, jobs);
  // Only answers the server already holds are kept: nothing the render starts is awaited.
  const queries = dehydrate(queryClient);
  const loaderData = Object.fromEntries(Object.entries(context.loaderData).filter(([, data]) => data !== undefined));
  const pageData: PageData = {
    origin,
    ...(queries.queries.length > 0 ? { queries } : {}),
    ...(Object.keys(loaderData).length > 0 ? { loaderData } : {}),
    ...(notFound ? { notFound: true as const } : {}),
  };
  const { entryScript, ...assets } = entryAssets(manifest);
  const { prelude } = await prerender(
    <Document pageDataJson={jsonForScript(pageData)} head={<DocumentHead assets={assets} />}>
      <AppRoot origin={origin} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </Document>,
    {
      bootstrapModules: [{ src: entryScript, crossOrigin: '' }],
      // Every Suspense boundary is written in place, complete: never outlined into a hidden segment
      // that an inline script would move into place (the CSP allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return new Response(prelude).text();
}
