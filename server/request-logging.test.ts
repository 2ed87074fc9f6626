import { describe, expect, it } from 'vitest';
import { registerCustomer } from './test/factories.js';
import { tokenRequest, tokenRoutes } from './test/token-routes.js';
import { useTestApp } from './test/use-test-app.js';

interface LogLine {
  reqId?: string;
  msg: string;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
const ctx = useTestApp({
  config: { logLevel: 'info' },
  logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
});

/** Mail goes out after the answer: wait for the line a service writes. */
async function lineMatching(test: (line: LogLine) => boolean, timeoutMs = 2000): Promise<LogLine | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = lines.find(test);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const contactMessage = {
  fullName: 'Jordan Blake',
  email: 'jordan@blakedental.com',
  phone: '+1 (512) 555-0142',
  message: 'We need two receptionists for our Austin clinics.',
  isWillingToReceiveUpdates: true,
};

describe('log lines written by services', () => {
  it("carry the id of the request that caused them (the company notification)", async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: contactMessage });
    expect(response.statusCode).toBe(201);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toEqual(expect.any(String));
    const mailLine = await lineMatching((line) => line.msg.startsWith('mail kept in outbox') && line.msg.includes('Jordan Blake'));
    // The log names the mail; its text (a visitor's message here) stays in the outbox.
    expect(JSON.stringify(mailLine)).not.toContain('We need two receptionists');
    expect(mailLine?.reqId).toBe(requestId);
  });

  it('carry it for the honeypot warning', async () => {
    const bot = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: { ...contactMessage, faxNumber: '555' } });
    const warning = await lineMatching((line) => line.msg.startsWith('honeypot filled'));
    expect(warning?.reqId).toBe(bot.headers['x-request-id']);
  });

  it('never hold a password reset link: the mail is logged by its subject, the link stays in the outbox', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    // The reset mail's line, not the verification mail's sent at sign-up.
    const mailLine = await lineMatching((line) => line.msg.startsWith('mail kept in outbox') && line.msg.includes('password') && JSON.stringify(line).includes(customer.email), 5000);
    expect(mailLine).toBeDefined();
    const outbox = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    const link = /http[^\s"<]*\/resetpassword\/[\w-]+/.exec(outbox.body)?.[0];
    expect(link).toBeDefined();
    const token = link!.split('/').pop()!;
    expect(lines.filter((line) => JSON.stringify(line).includes('/resetpassword/') || JSON.stringify(line).includes(token))).toEqual([]);
  });

  it('show the outbox to the machine itself only', async () => {
    const remote = await ctx.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain('resetpassword');
  });
});

describe.each(['info', 'debug'])('request log lines at level %s', (level) => {
  const written: LogLine[] = [];
  const levelCtx = useTestApp({
    config: { logLevel: level },
    logStream: { write: (line) => void written.push(JSON.parse(line) as LogLine) },
    extend: (app) => {
      // A request that fails with its URL in the error, as Fastify's own errors quote it.
      app.get('/api/v1/talent-invitations/:token/failing', (request) => {
        request.log.warn(`about to fail on ${request.url}`);
        request.log.error({ err: new Error(`cannot answer ${request.url}`), req: request }, 'failing on purpose');
        throw new Error(`cannot answer ${request.url}`);
      });
    },
  });

  /** Sends `request` and answers the lines written for it (its request id) and every line written meanwhile. */
  async function linesOf(request: { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: object }) {
    const before = written.length;
    const response = await levelCtx.app.inject({ method: request.method, url: request.url, payload: request.body });
    const requestId = response.headers['x-request-id'];
    const meanwhile = written.slice(before);
    return { response, meanwhile, own: meanwhile.filter((line) => line.reqId === requestId) };
  }

  it.each(tokenRoutes.map((route) => [`${route.method} ${route.url}`, route] as const))('%s: no line holds the token; the request lines name its pattern', async (_label, route) => {
    const request = tokenRequest(route);
    const { response, meanwhile, own } = await linesOf(request);
    // The request reached its handler, the page's or the sign-in guard: not a validation or a rate-limit answer.
    expect([200, 401, 404]).toContain(response.statusCode);
    expect(meanwhile.filter((line) => JSON.stringify(line).includes(request.token))).toEqual([]);
    const requestLines = own.filter((line) => line.msg === 'incoming request');
    expect(requestLines.map((line) => (line.req as { url?: string }).url)).toEqual([request.logged]);
    expect(own.map((line) => line.msg)).toContain('request completed');
  });

  it('never hold a query string (a search term)', async () => {
    const { response, meanwhile, own } = await linesOf({ method: 'GET', url: '/api/v1/jobs/active?search=secretterm' });
    expect(response.statusCode).toBe(200);
    expect(meanwhile.filter((line) => JSON.stringify(line).includes('secretterm'))).toEqual([]);
    expect(own.find((line) => line.msg === 'incoming request')?.req).toMatchObject({ method: 'GET', url: '/api/v1/jobs/active' });
  });

  it("never hold a failing request's URL: not in its error, its message or its request fields", async () => {
    const request = tokenRequest({ method: 'GET', url: '/api/v1/talent-invitations/:token/failing?search=secretterm' });
    const { response, own } = await linesOf(request);
    expect(response.statusCode).toBe(500);
    const text = JSON.stringify(own);
    expect(text).not.toContain(request.token);
    expect(text).not.toContain('secretterm');
    expect(own.find((line) => line.msg === 'failing on purpose')).toMatchObject({
      req: { url: '/api/v1/talent-invitations/:token/failing' },
      err: { message: 'cannot answer /api/v1/talent-invitations/:token/failing' },
    });
    expect(own.find((line) => line.msg === 'request failed')).toMatchObject({ error: { message: 'cannot answer /api/v1/talent-invitations/:token/failing' } });
    expect(own.map((line) => line.msg)).toContain('about to fail on /api/v1/talent-invitations/:token/failing');
  });
});
