import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicPagePaths } from '../../../contract/catalogues/public-pages.js';
import type { Job } from '../../../contract/jobs.js';
import type { ActiveJobsPayload } from '../jobs/jobs.public.js';
import type { PageRenderer } from './page-renderer.js';
import { notFoundPagePath, prerenderedFileOf } from './prerendered-files.js';

export interface PagesDeps {
  renderer: PageRenderer;
  /** The address canonical links of server-rendered pages start with. */
  publicUrl: string;
  activeJobs: { get(): Promise<ActiveJobsPayload> };
}

/** HTML is revalidated on every visit: a deploy or a job change must show at once. */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** The prerendered not-found page with status 404 (also for unknown and closed jobs). */
export function sendNotFoundPage(reply: FastifyReply) {
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(prerenderedFileOf(notFoundPagePath));
}

/**
 * The public pages: each prerendered one from its file in client/dist; the job board and each
 * job rendered per request with the board's current data (shared with GET /jobs/active's cache),
 * so a job's text and its JobPosting data are in the HTML for search engines.
 */
export async function pagesRoutes(app: FastifyInstance, { renderer, publicUrl, activeJobs }: PagesDeps) {
  const { bundle, manifest } = renderer;
  if (renderer.builtForOrigin !== publicUrl) {
    app.log.warn({ builtFor: renderer.builtForOrigin, publicUrl }, 'prerendered pages link to another origin: build with PUBLIC_URL set');
  }

  for (const pagePath of publicPagePaths) {
    if (bundle.classifyPath(pagePath) !== 'prerendered') continue;
    const file = prerenderedFileOf(pagePath);
    app.get(pagePath, (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file));
  }

  // The board changes only when a job does: keep the last rendering of each page per board version.
  let rendered: { etag: string; jobs: Job[]; pages: Map<string, string> } | undefined;
  async function currentBoard() {
    const { json, etag } = await activeJobs.get();
    if (rendered?.etag !== etag) rendered = { etag, jobs: (JSON.parse(json) as { jobs: Job[] }).jobs, pages: new Map() };
    return rendered;
  }
  async function renderOnce(board: NonNullable<typeof rendered>, url: string, detail?: Job) {
    let html = board.pages.get(url);
    if (html === undefined) {
      html = await bundle.renderPage({ url, origin: publicUrl, manifest, jobs: { active: board.jobs, ...(detail ? { detail } : {}) } });
      board.pages.set(url, html);
    }
    return html;
  }

  app.get('/career', async (_request, reply) => {
    const board = await currentBoard();
    return sendHtml(reply, 200, await renderOnce(board, '/career'));
  });

  app.get<{ Params: { id: string } }>('/job/:id', async (request, reply) => {
    const board = await currentBoard();
    // Visitors see active jobs only: an unknown or closed job is not a page.
    const job = board.jobs.find((candidate) => candidate._id === request.params.id);
    if (!job) return sendNotFoundPage(reply);
    return sendHtml(reply, 200, await renderOnce(board, `/job/${job._id}`, job));
  });
}
