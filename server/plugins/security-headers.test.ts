import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { strictTransportSecurity } from './security-headers.js';

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
