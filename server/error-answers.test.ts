import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AppError } from './lib/errors.js';
import { securityHeaderValues } from './lib/answer-headers.js';
import { bearer, createAdminSession, registerCustomer } from './test/factories.js';
import { useTestApp } from './test/use-test-app.js';

/** Values a failing query carries: none of them may reach a log line. */
const secretParam = 'argon2id$v=19$m=65536$SECRET-HASH-a1b2c3';
const personalParam = 'jordan.private@blakedental.com';

const lines: string[] = [];
const ctx = useTestApp({
  config: { logLevel: 'info' },
  logStream: { write: (line) => void lines.push(line) },
  extend: (app) => {
    // Routes that fail the ways a handler can, so the answers and logs can be checked.
    app.get('/api/v1/test/bad-text-query', async () => ctx.db.execute(sql`select ${secretParam}::int, ${personalParam}`));
    app.get('/api/v1/test/broken-query', async () => ctx.db.execute(sql`select * from no_such_table where a = ${secretParam} and b = ${personalParam}`));
    app.get('/api/v1/test/on-request', { onRequest: async () => { throw new AppError(418, 'test.teapot', 'I am a teapot.'); } }, async () => 'never');
    app.post('/api/v1/test/pre-parsing', { preParsing: async () => { throw new Error('boom before parsing'); } }, async () => 'never');
  },
});

function expectAppErrorAnswer(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.any(String), error: body.message }));
  for (const [name, value] of Object.entries(securityHeaderValues.api)) expect(response.headers[name], name).toBe(value);
  expect(response.headers['x-request-id']).toEqual(expect.any(String));
  return body;
}

describe('every error answers the app body with the security headers', () => {
  it('a URL Fastify cannot decode, before any hook runs', async () => {
    for (const url of ['/api/v1/jobs/%ZZ', '/api/v1/applicants/%E0%A4%A', '/api/v1/messages/%']) {
      const body = expectAppErrorAnswer(await ctx.app.inject({ method: 'GET', url }), 400);
      expect(body.code).toBe('request.bad_url');
    }
  });

  it('bad JSON, an unknown content type, an unknown API path, an error in onRequest and in preParsing', async () => {
    const badJson = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: '{"fullName":', headers: { 'content-type': 'application/json' } });
    expect(expectAppErrorAnswer(badJson, 400).code).toBe('request.malformed_json');
    const xml = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(expectAppErrorAnswer(xml, 415).code).toBe('request.unsupported_media_type');
    expectAppErrorAnswer(await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }), 404);
    expect(expectAppErrorAnswer(await ctx.app.inject({ method: 'GET', url: '/api/v1/test/on-request' }), 418).code).toBe('test.teapot');
    const preParsing = await ctx.app.inject({ method: 'POST', url: '/api/v1/test/pre-parsing', payload: {} });
    expect(expectAppErrorAnswer(preParsing, 500).code).toBe('server.internal');
  });

  it('a request node refuses before Fastify sees it (bad header bytes) still gets the body and headers', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/v1/jobs/active HTTP/1.1\r\nHost: x\r\nBad Header: \u0001\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain(`x-content-type-options: nosniff`);
    expect(raw).toContain('"code":"request.malformed"');
  });
});

describe('text the database cannot store', () => {
  it('NUL and lone surrogates in a form answer 400 naming the field, not 500', async () => {
    const message = { fullName: 'Jordan Blake', email: 'jordan@blakedental.com', phone: '+1 512 555 0142', message: 'Hello' };
    const nul = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: { ...message, fullName: 'a\u0000b' } });
    expect(expectAppErrorAnswer(nul, 400).message).toBe('Full name contains characters that are not allowed.');
    const surrogates = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/messages',
      headers: { 'content-type': 'application/json' },
      payload: `{"fullName":"Jordan","email":"jordan@blakedental.com","phone":"5125550142","message":"\\ude04\\ude1e"}`,
    });
    expect(expectAppErrorAnswer(surrogates, 400).message).toBe('Message contains characters that are not allowed.');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: 'a@b.co', password: 'x\u0000' } });
    expect(expectAppErrorAnswer(login, 400).message).toBe('Password contains characters that are not allowed.');
  });

  it('a NUL in a list filter or a route param answers 400', async () => {
    const admin = await createAdminSession(ctx.app, ctx.db);
    for (const url of ['/api/v1/messages?q=%00', '/api/v1/applicants?jobTitle=%01', '/api/v1/jobs/all?q=a%7Fb', '/api/v1/payments?status=%1B']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(400);
      expectAppErrorAnswer(response, 400);
    }
    const param = await ctx.app.inject({ method: 'PATCH', url: '/api/v1/inquiries/%00/mark-read', headers: bearer(admin) });
    expect(expectAppErrorAnswer(param, 400).message).toBe('Id contains characters that are not allowed.');
  });

  it('a data exception from the database answers 400; its values and detail are never logged', async () => {
    const badText = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/bad-text-query' });
    expect(expectAppErrorAnswer(badText, 400).code).toBe('request.unstorable_text');
    const broken = await ctx.app.inject({ method: 'GET', url: '/api/v1/test/broken-query' });
    expect(expectAppErrorAnswer(broken, 500).message).not.toContain('no_such_table');

    const log = lines.join('\n');
    expect(log).not.toContain('SECRET-HASH');
    expect(log).not.toContain(personalParam);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refused = parsed.find((line) => line.msg === 'database refused input' && line.reqId === badText.headers['x-request-id']);
    expect(refused).toMatchObject({ database: { code: '22P02' } });
    const failed = parsed.find((line) => line.msg === 'request failed' && line.reqId === broken.headers['x-request-id']);
    expect(failed).toMatchObject({ error: { database: { code: '42P01' } } });
  });
});

describe('Cache-Control', () => {
  it('API answers are no-store unless the route chose otherwise; the job board stays no-cache', async () => {
    const customer = await registerCustomer(ctx.app);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email: customer.email, password: customer.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const register = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Ana', email: `x${Date.now()}@example.com`, password: '12345678' } });
    expect(register.headers['cache-control']).toBe('no-store');
    const admin = await createAdminSession(ctx.app, ctx.db);
    for (const url of ['/api/v1/applicants', '/api/v1/inquiries', '/api/v1/messages', '/api/v1/subscription/get-all', '/api/v1/payments', '/api/v1/customers']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/no-store/);
    }
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/subscription/my', headers: bearer(customer) });
    expect(mine.headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/login' })).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/jobs/active' })).headers['cache-control']).toBe('no-cache');
  });
});
