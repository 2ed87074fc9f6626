/**
 * What the server renderer (entry-server.tsx, built by `vite build --ssr` into client/dist-ssr/)
 * offers the server and the prerender script: the one description of it both sides import.
 * Plain types with relative imports, so the server's compiler reads this file as it is.
 */
import type { Job } from '../../../contract/jobs.js';

/** The part of Vite's build manifest (`build.manifest`) used here: one entry per chunk or source module. */
export type ClientManifest = Record<string, { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }>;

/**
 * How the server answers a path, derived from the router's own table (route-kinds.ts):
 * - prerendered: a public page written to HTML at build time (contract/catalogues/public-pages.ts);
 * - server-rendered: rendered per request with the job board's data (/career, /job/:id);
 * - client-only: a route of the app that needs the browser (admin, account, checkout, forms with
 *   a token in the address): the app shell, status 200;
 * - not-found: anything else, including a public pattern with an unknown value (/services/nope).
 */
export type PathKind = 'prerendered' | 'server-rendered' | 'client-only' | 'not-found';

export interface JobsData {
  /** The active jobs, as GET /jobs/active answers them: the board's, put in the query cache before rendering. */
  active?: Job[];
  /** One job, as GET /jobs/:id answers it to a visitor: a job page's, handed to its route loader. */
  detail?: Job;
}

export interface RenderOptions {
  /** Path and query of the page, e.g. '/services/virtual_assistants'. */
  url: string;
  /** The site's public address (PUBLIC_URL), for canonical and Open Graph links. */
  origin: string;
  /** The client build's manifest: the page names the entry, its styles and the chunks it needs. */
  manifest: ClientManifest;
  /** The job board's data the careers pages read (see JobsData). */
  jobs?: JobsData;
  /** Rendering the not-found page, which the server sends for every unknown address. */
  notFound?: boolean;
}

export interface SsrBundle {
  /** The whole HTML document of one page. */
  renderPage(options: RenderOptions): Promise<string>;
  classifyPath(pathname: string): PathKind;
  canonicalPath(pathname: string): string;
  routePatterns(): string[];
  clientOnlyRoutePatterns(): string[];
}
