import type { FastifyInstance, FastifyReply } from 'fastify';
import { publicPagePaths } from '../../../contract/catalogues/public-pages.js';
import type { Job } from '../../../contract/jobs.js';
import type { BuiltFiles } from '../../lib/built-files.js';
import { setHeadersByAddress } from '../../lib/answer-headers.js';
import { prepareAnswer, sendPrepared, type PreparedAnswer } from '../../lib/prepared-answer.js';
import type { ActiveJobsPayload } from '../jobs/jobs.public.js';
import type { PageRenderer } from './page-renderer.js';
import { notFoundPagePath, prerenderedFileOf } from './prerendered-files.js';

export interface PagesDeps {
  renderer: PageRenderer;
  /** The address canonical links of server-rendered pages start with. */
  publicUrl: string;
  activeJobs: { get(): Promise<ActiveJobsPayload>; peek?(): ActiveJobsPayload | undefined };
  /** client/dist, read once at start-up (app.ts shares it with the static client). */
  files: BuiltFiles;
}

/** HTML is revalidated on every visit (ETag, 304): a deploy or a job change must show at once. */
const htmlAnswer = { contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };

/** The prerendered not-found page with status 404 (also for unknown and closed jobs), from memory when it was read. */
export function sendNotFoundPage(reply: FastifyReply, files?: BuiltFiles) {
  const page = files?.inMemory.get(prerenderedFileOf(notFoundPagePath));
  if (page) return sendPrepared(reply, page, 404);
  setHeadersByAddress(reply);
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(prerenderedFileOf(notFoundPagePath));
}

/** The public pages the router prerenders, for a build whose prerender.json does not list them. */
async function prerenderedByTheRouter(renderer: PageRenderer): Promise<string[]> {
  const bundle = await renderer.bundle();
  return publicPagePaths.filter((pagePath) => bundle.classifyPath(pagePath) === 'prerendered');
}

/**
 * The public pages: each prerendered one from its file in client/dist; the job board and each
 * job rendered per request with the board's current data (shared with GET /jobs/active's cache),
 * so a job's text and its JobPosting data are in the HTML for search engines.
 */
export async function pagesRoutes(app: FastifyInstance, { renderer, publicUrl, activeJobs, files }: PagesDeps) {
  const { manifest } = renderer;
  if (renderer.builtForOrigin !== publicUrl) {
    app.log.warn({ builtFor: renderer.builtForOrigin, publicUrl }, 'prerendered pages link to another origin: build with PUBLIC_URL set');
  }
  // Loaded as the server starts listening, not before: the first visit that needs it waits for it.
  app.addHook('onListen', (done) => {
    renderer.bundle().catch((error: unknown) => app.log.error({ error }, 'the server renderer could not be loaded'));
    done();
  });

  const prerendered = new Set(renderer.prerenderedPaths ?? (await prerenderedByTheRouter(renderer)));
  for (const pagePath of publicPagePaths) {
    if (!prerendered.has(pagePath)) continue;
    const file = prerenderedFileOf(pagePath);
    const page = files.inMemory.get(file);
    // Read once with the build's .br/.gz copies; nothing to compress or read per request.
    if (page) app.get(pagePath, { compress: false, setsOwnAnswerHeaders: true }, (_request, reply) => sendPrepared(reply, page));
    else app.get(pagePath, (_request, reply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile(file));
  }

  // The board changes only when a job does: keep the last rendering of each page per board version,
  // compressed once (brotli, gzip, as is).
  let rendered:
    | { etag: string; jobs: Job[]; pages: Map<string, Promise<PreparedAnswer>>; ready: Map<string, PreparedAnswer> }
    | undefined;
  async function currentBoard() {
    const { json, etag } = await activeJobs.get();
    if (rendered?.etag !== etag) rendered = { etag, jobs: (JSON.parse(json) as { jobs: Job[] }).jobs, pages: new Map(), ready: new Map() };
    return rendered;
  }
  /** A page already rendered for the board in memory, found without waiting on anything (most visits). */
  function readyPage(url: string): PreparedAnswer | undefined {
    const board = activeJobs.peek?.();
    return board && rendered?.etag === board.etag ? rendered.ready.get(url) : undefined;
  }
  function renderOnce(board: NonNullable<typeof rendered>, url: string, detail?: Job): Promise<PreparedAnswer> {
    let page = board.pages.get(url);
    if (page === undefined) {
      // Concurrent first visits share one rendering; a failed one is tried again by the next visit.
      page = renderer
        .bundle()
        .then((bundle) => bundle.renderPage({ url, origin: publicUrl, manifest, jobs: detail ? { detail } : { active: board.jobs } }))
        .then((html) => prepareAnswer(html, htmlAnswer));
      page.then(
        (answer) => board.ready.set(url, answer),
        () => board.pages.delete(url),
      );
      board.pages.set(url, page);
    }
    return page;
  }

  async function sendCareer(reply: FastifyReply) {
    const board = await currentBoard();
    return sendPrepared(reply, await renderOnce(board, '/career'));
  }
  // Both answer prepared pages (sendPrepared sets their headers) or throw: no hook runs on them (decision 0236).
  app.get('/career', { compress: false, setsOwnAnswerHeaders: true }, (_request, reply) => {
    const page = readyPage('/career');
    return page ? sendPrepared(reply, page) : sendCareer(reply);
  });

  app.get<{ Params: { id: string } }>('/job/:id', { compress: false, setsOwnAnswerHeaders: true }, (request, reply) => {
    const page = readyPage(`/job/${request.params.id}`);
    return page ? sendPrepared(reply, page) : sendJob(reply, request.params.id);
  });
  async function sendJob(reply: FastifyReply, id: string) {
    const board = await currentBoard();
    // Visitors see active jobs only: an unknown or closed job is not a page.
    const job = board.jobs.find((candidate) => candidate._id === id);
    if (!job) return sendNotFoundPage(reply, files);
    return sendPrepared(reply, await renderOnce(board, `/job/${job._id}`, job));
  }
}
