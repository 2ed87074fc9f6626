import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress-dist.js';
import { bearer, buildApplicant, buildJob, createAdminSession } from '../test/factories.js';
import { useTestApp } from '../test/use-test-app.js';

// A built client as `npm run build` leaves it: hashed assets, the page, and their compressed copies.
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(distDir, 'assets'));
const script = Array.from({ length: 300 }, (_, i) => `export const label${i} = "Remote staffing role number ${i}";`).join('\n');
const page = `<!doctype html><html lang="en"><title>app shell</title><body>${'<p>Hire remote staff from the Philippines.</p>'.repeat(40)}<div id="root"></div></body></html>`;
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(distDir, 'index.html'), page);
writeFileSync(path.join(distDir, 'assets', 'tiny-abc123.txt'), 'ok');
compressDir(distDir);

const ctx = useTestApp({ config: { clientDistDir: distDir } });

const asset = '/assets/index-abc123.js';

describe('built client files, compressed at build time', () => {
  it('sends the brotli copy as it is on disk when brotli is accepted', async () => {
    const response = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'index-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(readFileSync(path.join(distDir, 'assets', 'index-abc123.js.gz')))).toBe(true);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file, byte for byte, when no encoding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const response = await ctx.app.inject({ url: asset, headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
  });

  it('sends a file that compression would not shrink as it is, even to a client accepting brotli', async () => {
    const response = await ctx.app.inject({ url: '/assets/tiny-abc123.txt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('ok');
  });

  it('never serves a compressed copy under its own name', async () => {
    expect((await ctx.app.inject(`${asset}.br`)).statusCode).toBe(404);
    expect((await ctx.app.inject(`${asset}.gz`)).statusCode).toBe(404);
  });

  it('answers HEAD with the compressed headers and no body', async () => {
    const response = await ctx.app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(readFileSync(path.join(distDir, 'assets', 'index-abc123.js.br')).length);
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers 304 to a matching If-None-Match, per encoding', async () => {
    const br = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    const plain = await ctx.app.inject({ url: asset });
    expect(br.headers.etag).toBeDefined();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await ctx.app.inject({ url: asset, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('answers a byte range of the plain file', async () => {
    const response = await ctx.app.inject({ url: asset, headers: { range: 'bytes=0-99' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script.slice(0, 100));
  });

  it('sends the page compressed too', async () => {
    const response = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page);
  });
});

describe('API answers, compressed per request', () => {
  it('compresses a large JSON list for a client that accepts it, to the same JSON', async () => {
    for (let i = 0; i < 40; i += 1) await buildJob(ctx.db);
    const plain = await ctx.app.inject('/api/v1/jobs/active');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().jobs).toHaveLength(40);
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small answer as it is', async () => {
    const response = await ctx.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('does not use deflate, which only costs the server work', async () => {
    const response = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'accept-encoding': 'deflate' } });
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('streams a CSV export compressed, to the same rows', async () => {
    const admin = await createAdminSession(ctx.app, ctx.db);
    const job = await buildJob(ctx.db, { title: 'CSV Bookkeeper' });
    for (let i = 0; i < 30; i += 1) await buildApplicant(ctx.db, job.id, { lastName: `Santos${i}` });
    const url = '/api/v1/applicants/export.csv';
    const plain = await ctx.app.inject({ url, headers: bearer(admin) });
    expect(plain.statusCode).toBe(200);
    expect(plain.body.split('\n').filter(Boolean).length).toBe(31);
    const gzip = await ctx.app.inject({ url, headers: { ...bearer(admin), 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-disposition']).toContain('attachment');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
