import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticClient from '../../plugins/static-client.js';
import type { PathKind, SsrBundle } from '../../../client/src/ssr/renderer-api.js';
import type { PageRenderer } from './page-renderer.js';
import { answerUnknownPath } from './unknown-path.js';

// A built client with the three pages the not-found handler can send, and a router table of two pages.
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
writeFileSync(path.join(distDir, 'index.html'), 'index');
writeFileSync(path.join(distDir, 'app-shell.html'), 'app shell');
writeFileSync(path.join(distDir, '404.html'), 'not found page');

const kinds: Record<string, PathKind> = { '/about': 'prerendered', '/admin/jobs': 'client-only' };
const bundle: Pick<SsrBundle, 'classifyPath' | 'canonicalPath'> = {
  canonicalPath: (pathname) => pathname.toLowerCase().replace(/(.)\/$/, '$1'),
  classifyPath: (pathname) => kinds[bundle.canonicalPath(pathname)] ?? 'not-found',
};
const renderer = { bundle } as unknown as PageRenderer;

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(staticClient, { distDir, answerUnknownPath: answerUnknownPath(renderer) });
});
afterAll(() => app.close());

describe('a page path without a route of its own', () => {
  it('gets the app shell when only the browser renders it', async () => {
    const response = await app.inject('/admin/jobs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe('app shell');
  });

  it('is redirected to its page when it is another spelling of one, keeping the query', async () => {
    const response = await app.inject('/About/?from=footer');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?from=footer');
  });

  it('gets the not-found page with 404 otherwise', async () => {
    const response = await app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe('not found page');
  });

  it('is never an /api or /assets path: those answer a plain 404', async () => {
    for (const url of ['/api/v1/nothing', '/assets/gone-abc123.js']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('route.not_found');
    }
  });
});
