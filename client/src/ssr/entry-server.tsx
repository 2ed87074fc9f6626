import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { Job } from '@contract/jobs';
import { AppProviders, createQueryClient } from '@/app/providers';
import { routes } from '@/app/router';
import { HeadTagsCollectorProvider, headTagsHtml, type HeadTag } from '@/lib/document-head';
import { SiteOriginProvider } from '@/lib/page-meta';
import { preloadMatchedRoutes } from '@/lib/route-preload';
import { jobsKeys } from '@/lib/query-keys';
import { jsonForScript, pageDataElementId, type PageData } from '@/lib/server-html';
import { loadFormIslandsForServer } from '@/ui/FormIsland';
import { collectLazyImports, untrackedImports } from './module-tracker';
import { preloadTags, type ClientManifest } from './preload-tags';

export { canonicalPath, classifyPath, clientOnlyRoutePatterns, routePatterns, type PathKind } from './route-kinds';
export type { ClientManifest } from './preload-tags';

export interface RenderOptions {
  /** Path and query of the page, e.g. '/services/virtual_assistants'. */
  url: string;
  /** The site's public address (PUBLIC_URL), for canonical and Open Graph links. */
  origin: string;
  /** The client build's manifest, to preload the chunks this page needs. */
  manifest: ClientManifest;
  /** The job board's data the careers pages read, put in the query cache before rendering. */
  jobs?: JobsData;
  /** Rendering the not-found page, which the server sends for every unknown address. */
  notFound?: boolean;
}

export interface JobsData {
  /** The active jobs, as GET /jobs/active answers them. */
  active?: Job[];
  /** One job, as GET /jobs/:id answers it to a visitor. */
  detail?: Job;
}

/** The cache entries the careers pages' hooks read (`useActiveJobs`, `useJob` for a visitor), as ts-rest stores answers. */
function seedJobQueries(client: QueryClient, jobs: JobsData) {
  if (jobs.active) client.setQueryData(jobsKeys.active(), { status: 200, body: { jobs: jobs.active }, headers: {} });
  if (jobs.detail) client.setQueryData(jobsKeys.detail(jobs.detail._id, 'visitor'), { status: 200, body: { job: jobs.detail }, headers: {} });
}

export interface RenderedPage {
  /** Title, description, canonical, Open Graph and JSON-LD tags, plus preload links: for <head>. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
  /** The page data block (a JSON script element, never executed), for the end of <body>. */
  dataScript: string;
}

/**
 * Renders one page with the app's own route table, as the browser will on hydration: the
 * matched lazy routes are loaded first (by the static handler), the query cache is seeded, and
 * the same providers wrap it. No loaders run, so there is no router hydration data to inline.
 */
export async function renderPage({ url, origin, manifest, jobs, notFound }: RenderOptions): Promise<RenderedPage> {
  const { result: rendered, modules } = await collectLazyImports(async () => {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(new URL(url, 'http://render.local')));
    if (context instanceof Response) throw new Error(`Rendering ${url} answered a redirect`);
    await preloadMatchedRoutes(context.matches);
    // Forms render whole here, but their code is not preloaded: the browser fetches it when the visitor uses one.
    await untrackedImports(loadFormIslandsForServer);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    if (jobs) seedJobQueries(queryClient, jobs);
    const headTags: HeadTag[] = [];
    const html = renderToString(
      <StrictMode>
        <HeadTagsCollectorProvider tags={headTags}>
          <SiteOriginProvider origin={origin}>
            <AppProviders queryClient={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </AppProviders>
          </SiteOriginProvider>
        </HeadTagsCollectorProvider>
      </StrictMode>,
    );
    return { html, head: headTagsHtml(headTags), queries: dehydrate(queryClient) };
  });
  const { head, html: body } = rendered;
  const pageData: PageData = {
    origin,
    ...(rendered.queries.queries.length > 0 ? { queries: rendered.queries } : {}),
    ...(notFound ? { notFound: true as const } : {}),
  };
  return {
    head: head + preloadTags(modules, manifest),
    body,
    dataScript: `<script type="application/json" id="${pageDataElementId}">${jsonForScript(pageData)}</script>`,
  };
}

/**
 * The built index.html with a rendered page in it: the page's own title and description replace
 * the template's, the "enable JavaScript" notice goes (the page reads without it), the markup
 * fills #root and the data block follows it.
 */
export function composePageHtml(template: string, page: RenderedPage): string {
  const withoutDefaults = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (!withoutDefaults.includes('<div id="root"></div>')) throw new Error('The page template has no empty <div id="root">');
  return withoutDefaults
    .replace('</head>', `${page.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${page.dataScript}`);
}
