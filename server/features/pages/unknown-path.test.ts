import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalPagePath, publicPagePaths } from '../../../contract/catalogues/public-pages.js';
import staticClient from '../../plugins/static-client.js';
import type { PathKind, SsrBundle } from '../../../client/src/ssr/renderer-api.js';
import type { PageRenderer } from './page-renderer.js';
import { answerUnknownPath } from './unknown-path.js';

// A built client with the three pages the not-found handler can send, and a router table of the
// public pages (canonical spelling as the client's route-kinds has it) and one browser-only route.
const distDir = mkdtempSync(path.join(tmpdir(), 'client-dist-'));
writeFileSync(path.join(distDir, 'index.html'), 'index');
writeFileSync(path.join(distDir, 'app-shell.html'), 'app shell');
writeFileSync(path.join(distDir, '404.html'), 'not found page');

const kinds: Record<string, PathKind> = { '/admin/jobs': 'client-only' };
const bundle: Pick<SsrBundle, 'classifyPath' | 'canonicalPath'> = {
  canonicalPath: canonicalPagePath,
  classifyPath: (pathname) =>
    publicPagePaths.includes(canonicalPagePath(pathname)) ? 'prerendered' : (kinds[canonicalPagePath(pathname)] ?? 'not-found'),
};
const renderer = { bundle: () => Promise.resolve(bundle) } as unknown as PageRenderer;

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

  it("is redirected (301) to a role page's canonical address whatever the case, spaces or hyphens", async () => {
    for (const url of [
      '/services/Virtual%20Assistants',
      '/services/virtual%20assistants/',
      '/services/VIRTUAL_ASSISTANTS',
      '/services/virtual-assistants',
      '/Services/Virtual-Assistants',
    ]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe('/services/virtual_assistants');
    }
    const withQuery = await app.inject('/services/Paid%20Search%20And%20PPC%20Specialist?ref=ad');
    expect(withQuery.headers.location).toBe('/services/paid_search_and_ppc_specialist?ref=ad');
  });

  it('keeps an unknown role, in any spelling, a 404 not-found page', async () => {
    for (const url of ['/services/Space%20Pilots', '/services/space-pilots', '/services/virtual_assistants/extra']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('not found page');
    }
  });

  it('sends /checkout (named by the spec, no page of its own) to /pricing with 302', async () => {
    for (const url of ['/checkout', '/Checkout/', '/checkout?plan=x']) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(url.includes('?') ? '/pricing?plan=x' : '/pricing');
    }
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
