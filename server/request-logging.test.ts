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
    expect(mailLine?.reqId).toBe(requestId);
  });

  it('carry it for the honeypot warning and the password reset mail', async () => {
    const bot = await ctx.app.inject({ method: 'POST', url: '/api/v1/messages', payload: { ...contactMessage, faxNumber: '555' } });
    const warning = await lineMatching((line) => line.msg.startsWith('honeypot filled'));
    expect(warning?.reqId).toBe(bot.headers['x-request-id']);

    const customer = await registerCustomer(ctx.app);
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const resetLine = await lineMatching((line) => line.msg.includes('/resetpassword/') && JSON.stringify(line).includes(customer.email));
    expect(resetLine?.reqId).toBe(reset.headers['x-request-id']);
  });
});
