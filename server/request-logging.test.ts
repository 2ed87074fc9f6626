import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from './test/factories.js';
import { createTestContext, type TestContext } from './test/test-app.js';

interface LogLine {
  reqId?: string;
  msg: string;
  [key: string]: unknown;
}

const lines: LogLine[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    config: { logLevel: 'info' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
});
afterAll(() => ctx.close());

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
    const mailLine = await lineMatching((line) => line.msg.startsWith('mail kept in outbox') && JSON.stringify(line).includes(customer.email), 5000);
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
