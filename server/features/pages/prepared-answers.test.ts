import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SsrBundle } from '../../../client/src/ssr/renderer-api.js';
import { compressDir } from '../../../scripts/compress-dist.js';
import { loadBuiltFiles } from '../../lib/built-files.js';
import { bearer, buildJob } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createActiveJobsCache } from '../jobs/jobs.public.js';
import type { PageRenderer } from './page-renderer.js';
import { pagesRoutes } from './pages.routes.js';

// A built client with one prerendered page (the home page) and the not-found page, compressed as the build does.
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(distDir, 'assets'));
const home = `<!doctype html><html><title>Home</title><body>${'<p>Hire remote staff from the Philippines.</p>'.repeat(60)}</body></html>`;
writeFileSync(path.join(distDir, 'index.html'), home);
writeFileSync(path.join(distDir, '404.html'), `<!doctype html><title>Not found</title>${'<p>Nothing here.</p>'.repeat(80)}`);
compressDir(distDir);

// A renderer that writes the board's job titles into the page, as the real one does.
let renders = 0;
const bundle: Pick<SsrBundle, 'renderPage'> = {
  renderPage: async ({ url, jobs }) => {
    renders += 1;
    const titles = (jobs?.active ?? []).map((job) => `<li>${job.title}</li>`).join('');
    return `<!doctype html><html><title>${url}</title><body><ul>${titles}</ul>${'<p>Join the team.</p>'.repeat(80)}</body></html>`;
  },
};
const renderer = { bundle: () => Promise.resolve(bundle), manifest: {}, builtForOrigin: 'http://localhost:3000', prerenderedPaths: ['/'] } as unknown as PageRenderer;

const ctx = useTestApp({ admin: true, customer: true });
let pages: FastifyInstance;
let activeJobs: ReturnType<typeof createActiveJobsCache>;
beforeAll(async () => {
  // The pages over their own board cache on the same database: `invalidate()` is what a job write through this instance does.
  activeJobs = createActiveJobsCache(ctx.db, 60_000);
  pages = Fastify();
  await pages.register(pagesRoutes, { renderer, publicUrl: 'http://localhost:3000', activeJobs, files: loadBuiltFiles(distDir) });
});
afterAll(() => pages.close());

const board = '/api/v1/jobs/active';

describe('the job board answer, prepared once per change', () => {
  it('is sent in brotli, gzip or as is, the same JSON, with a strong ETag per encoding and Vary', async () => {
    for (let i = 0; i < 10; i += 1) await buildJob(ctx.db, { title: `Prepared Bookkeeper ${i}` });
    const plain = await ctx.app.inject(board);
    const br = await ctx.app.inject({ url: board, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await ctx.app.inject({ url: board, headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const etags = [plain, br, gzip].map((response) => String(response.headers.etag));
    for (const etag of etags) expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Set(etags).size).toBe(3);
    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    // The security headers are there too.
    expect(br.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 304 with no body to its ETag, and 200 with a new ETag once an admin edits a job', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/jobs',
      headers: bearer(ctx.admin),
      payload: {
        title: 'Before The Edit',
        description: 'Keep the books of three US dental clinics.',
        responsibilities: 'Reconcile bank accounts weekly',
        operatingHours: 'Mon-Fri, 8 PM - 5 AM (PH time)',
        requirements: 'Three years with QuickBooks',
        location: 'Remote, Philippines',
        language: ['English'],
      },
    });
    expect(created.statusCode).toBe(201);
    const job = { id: (created.json() as { job: { _id: string } }).job._id };
    const first = await ctx.app.inject({ url: board, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Before The Edit');
    const again = await ctx.app.inject({ url: board, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    // A 304 is an answer like any other: the security headers and the request id, what a cache
    // needs to keep its copy, and nothing about a body it does not carry.
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers['x-frame-options']).toBe('DENY');
    expect(again.headers['x-request-id']).toEqual(expect.any(String));
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toBe('accept-encoding');
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-encoding']).toBeUndefined();

    const edit = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/jobs/${job.id}/toggle-active`, headers: bearer(ctx.admin), payload: { isActive: false } });
    expect(edit.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: board, headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const titles = (JSON.parse(brotliDecompressSync(after.rawPayload).toString()) as { jobs: { title: string }[] }).jobs.map((j) => j.title);
    expect(titles).not.toContain('Before The Edit');
  });
});

describe('/career and /job/:id, rendered and compressed once per board version', () => {
  it('serves the same bytes until the board changes, then the new board at once', async () => {
    const job = await buildJob(ctx.db, { title: 'Career Page Accountant' });
    activeJobs.invalidate();
    const before = renders;
    const first = await pages.inject({ url: '/career', headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('Career Page Accountant');
    const second = await pages.inject({ url: '/career', headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(renders).toBe(before + 1);

    const revalidated = await pages.inject({ url: '/career', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);

    const jobPage = await pages.inject({ url: `/job/${job.id}`, headers: { 'accept-encoding': 'gzip' } });
    expect(jobPage.statusCode).toBe(200);
    expect(jobPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(jobPage.rawPayload).toString()).toContain(`/job/${job.id}`);

    await buildJob(ctx.db, { title: 'Newly Posted Recruiter' });
    activeJobs.invalidate();
    const changed = await pages.inject({ url: '/career', headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(changed.rawPayload).toString()).toContain('Newly Posted Recruiter');
  });

  it('answers an unknown job with the prerendered not-found page, 404, never a 304', async () => {
    const missing = await pages.inject({ url: '/job/00000000-0000-0000-0000-000000000000', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('Nothing here.');
    const again = await pages.inject({ url: '/job/00000000-0000-0000-0000-000000000000', headers: { 'if-none-match': String(missing.headers.etag) } });
    expect(again.statusCode).toBe(404);
  });

  it('serves a prerendered page from memory with its build-time copies, ETag and 304', async () => {
    const plain = await pages.inject('/');
    expect(plain.body).toBe(home);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const br = await pages.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(home);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await pages.inject({ url: '/', headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });
});

describe('private answers are never cached', () => {
  it("gives an admin's list no ETag, no 304 and no-store, whatever the request says", async () => {
    const boardEtag = String((await ctx.app.inject(board)).headers.etag);
    for (const ifNoneMatch of [boardEtag, '*']) {
      const response = await ctx.app.inject({ url: '/api/v1/jobs/all', headers: { ...bearer(ctx.admin), 'if-none-match': ifNoneMatch } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("gives a customer's answer no ETag, no 304 and no-store", async () => {
    const response = await ctx.app.inject({ url: '/api/v1/payments/mypayments', headers: { ...bearer(ctx.customer), 'if-none-match': '*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
