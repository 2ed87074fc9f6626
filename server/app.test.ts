import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { securityHeaderValues } from './lib/answer-headers.js';
import { useTestApp } from './test/use-test-app.js';

const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
mkdirSync(path.join(distDir, 'assets'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>app shell</title><div id="root"></div>');
writeFileSync(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');

const ctx = useTestApp({
  config: { clientDistDir: distDir },
  extend(app) {
    app.get('/api/v1/test/explode', async () => {
      throw new Error('connection string postgres://secret@db/internal failed');
    });
  },
});

describe('server basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const response = await ctx.app.inject('/api/v1/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toContain('/api/v1/does-not-exist');
  });

  it('serves the app for other unknown paths, so its router shows the not-found page', async () => {
    for (const url of ['/', '/no-such-page', '/resetpassword/abc']) {
      const response = await ctx.app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('app shell');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one instead of sending the page', async () => {
    const asset = await ctx.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject('/assets/index-gone.js')).statusCode).toBe(404);
  });

  it("sends a built file the API's smaller set of security headers, and a page the document set (decision 0228)", async () => {
    const { builtFile, document } = securityHeaderValues;
    for (const url of ['/assets/index-abc123.js', '/assets/index-gone.js']) {
      const answer = await ctx.app.inject(url);
      for (const [name, value] of Object.entries(builtFile)) expect(answer.headers[name], `${url} ${name}`).toBe(value);
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      // Headers only a shown page needs.
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-xss-protection']) {
        expect(answer.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    const page = await ctx.app.inject('/');
    for (const [name, value] of Object.entries(document)) expect(page.headers[name], name).toBe(value);
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const response = await ctx.app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an unexpected failure with a bare 500: no message, no stack', async () => {
    const response = await ctx.app.inject('/api/v1/test/explode');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('at ');
    expect(response.json().message).toBe('Something went wrong on our side. Please try again in a moment.');
  });
});
