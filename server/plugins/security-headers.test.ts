import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClientBuild } from '../test/fake-client-build.js';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { securityHeaderValues, strictTransportSecurity } from '../lib/answer-headers.js';

/** Answers of every kind: a page-less health check, the API, an unknown path, a URL Fastify cannot decode. */
const urls = ['/healthz', '/api/v1/jobs/active', '/api/v1/no-such-thing', '/api/v1/jobs/%ZZ'];

/** The raw answer to a request node's parser refuses before Fastify sees it (bad header bytes). */
async function clientErrorAnswer(ctx: TestContext): Promise<string> {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as { port: number };
  return new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nBad Header: \u0001\r\n\r\n'));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

describe('Strict-Transport-Security', () => {
  let https: TestContext;
  let http: TestContext;
  beforeAll(async () => {
    [https, http] = await Promise.all([
      createTestContext({ config: { publicUrl: 'https://site.test' } }),
      createTestContext({ config: { publicUrl: 'http://site.test' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([https?.close(), http?.close()]);
  });

  it('is sent on every answer, errors included, when the public URL is https', async () => {
    expect(strictTransportSecurity).toBe('max-age=31536000; includeSubDomains');
    for (const url of urls) {
      const response = await https.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const raw = await clientErrorAnswer(https);
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('strict-transport-security: max-age=31536000; includeSubDomains\r\n');
  });

  it('is not sent when the public URL is plain http', async () => {
    for (const url of urls) {
      const response = await http.app.inject({ url });
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const raw = await clientErrorAnswer(http);
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).not.toContain('strict-transport-security');
  });
});

describe('which set of security headers an answer gets (decision 0225)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** Headers only a shown page needs: none of them on a JSON answer. */
  const documentOnly = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];
  const securityBytes = (headers: Record<string, unknown>, set: Record<string, string>) =>
    Object.keys(set).reduce((bytes, name) => bytes + name.length + String(headers[name] ?? '').length + 4, 0);

  it('a JSON answer of the API, and a JSON error, get the API set: nothing may load, run or frame it', async () => {
    for (const url of ['/api/v1/jobs/active', '/api/v1/no-such-thing', '/api/v1/jobs/%ZZ']) {
      const response = await ctx.app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      for (const [name, value] of Object.entries(securityHeaderValues.api)) expect(response.headers[name], `${url} ${name}`).toBe(value);
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      for (const name of documentOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    const board = await ctx.app.inject({ url: '/api/v1/jobs/active' });
    // What the change is for: a third of the bytes on the site's busiest answer.
    expect(securityBytes(board.headers, securityHeaderValues.api)).toBeLessThan(securityBytes(securityHeaderValues.document, securityHeaderValues.document) / 2);
    const notModified = await ctx.app.inject({ url: '/api/v1/jobs/active', headers: { 'if-none-match': board.headers.etag as string } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("a page under /api (the API's docs), and every answer outside /api, get the document set with the site's policy", async () => {
    for (const url of ['/api/v1/docs', '/healthz']) {
      const response = await ctx.app.inject({ url });
      for (const [name, value] of Object.entries(securityHeaderValues.document)) expect(response.headers[name], `${url} ${name}`).toBe(value);
    }
    const script = await ctx.app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(script.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(script.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('every route, the ones answered without hooks included (decision 0236)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { clientDistDir: fakeClientBuild() } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  /** The routes Fastify lists for `method` (a tree of path segments), each with the names of the hooks it runs. */
  function routesWithHooks(method: 'GET' | 'POST') {
    const routes = new Map<string, string[]>();
    const parents: { depth: number; path: string }[] = [];
    let hooks: string[] = [];
    for (const line of ctx.app.printRoutes({ commonPrefix: false, includeHooks: true, method }).split('\n')) {
      const [, indent = '', text = ''] = /^([\s│├└─]*)(.*)$/.exec(line) ?? [];
      const hook = /^• \((\w+)\)/.exec(text)?.[1];
      if (hook) hooks.push(hook);
      if (hook || text === '') continue;
      const [, segment = '', methods] = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(text) ?? [];
      while (parents.length > 0 && parents.at(-1)!.depth >= indent.length) parents.pop();
      const path = (parents.at(-1)?.path ?? '') + segment;
      parents.push({ depth: indent.length, path });
      if (methods) routes.set(path, (hooks = []));
    }
    return routes;
  }
  const sampleUrl = (pattern: string) => pattern.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
  /**
   * Decisions 0225 and 0228: under /api, JSON (or no body type) gets the API's set and anything else
   * the document's; elsewhere a JSON error gets the API's set, a built file the same, the rest the document's.
   */
  function expectedSet(url: string, response: { statusCode: number; headers: Record<string, unknown> }) {
    const contentType = response.headers['content-type'];
    const json = typeof contentType === 'string' && contentType.includes('json');
    if (url.startsWith('/api/')) return contentType === undefined || json ? securityHeaderValues.api : securityHeaderValues.document;
    if (json && response.statusCode >= 400) return securityHeaderValues.api;
    return url.startsWith('/assets/') ? securityHeaderValues.builtFile : securityHeaderValues.document;
  }

  it('answers each GET route, whatever its status, with its request id and the security headers of what it sends', async () => {
    const routes = [...routesWithHooks('GET').keys()];
    expect(routes).toEqual(expect.arrayContaining(['/api/v1/jobs/active', '/career', '/job/:id', '/about', '/', '/assets/index-abc123.js', '/healthz']));
    for (const pattern of routes) {
      const url = sampleUrl(pattern);
      const response = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      for (const [name, value] of Object.entries(expectedSet(url, response))) expect(response.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('gives the same to the answers no route makes: the not-found page, the app shell, a JSON 404, a HEAD', async () => {
    const requests = [
      { method: 'GET', url: '/no-such-page' },
      { method: 'GET', url: '/login' },
      { method: 'POST', url: '/api/v1/no-such-thing', payload: { a: 1 } },
      { method: 'HEAD', url: '/about' },
      { method: 'GET', url: '/assets/index-gone.js' },
    ] as const;
    const answers = await Promise.all(requests.map((request) => ctx.app.inject(request)));
    expect(answers.map((response) => response.statusCode)).toEqual([404, 200, 404, 200, 404]);
    for (const [index, response] of answers.entries()) {
      const { url } = requests[index]!;
      expect(response.headers['x-request-id'], url).toMatch(/^[0-9a-f-]{36}$/);
      for (const [name, value] of Object.entries(expectedSet(url, response))) expect(response.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('runs no hook on the busiest answers, which set their headers themselves, and the usual ones on the rest', () => {
    const gets = routesWithHooks('GET');
    for (const busiest of ['/api/v1/jobs/active', '/career', '/job/:id', '/about', '/', '/assets/index-abc123.js']) expect(gets.get(busiest), busiest).toEqual([]);
    expect(gets.get('/api/v1/jobs/all')).toEqual(expect.arrayContaining(['onRequest', 'onSend']));
    expect(gets.get('/healthz')).toContain('onRequest');
    // A route that reads a body closes the connection of an answer sent before it all arrived (upload-slots.ts).
    expect(routesWithHooks('POST').get('/api/v1/applicants')).toEqual(expect.arrayContaining(['onRequest', 'onSend']));
  });
});
