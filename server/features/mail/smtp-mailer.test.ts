import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const received: { to: string[]; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
      callback();
    });
  },
});

let ctx: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestContext({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Site <no-reply@site.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP delivery (SMTP_URL set)', () => {
  it('delivers the reset mail with the link to a real SMTP server', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const deadline = Date.now() + 3000;
    while (!received.some((mail) => mail.to.includes(customer.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = received.find((m) => m.to.includes(customer.email));
    expect(mail?.raw).toContain('From: Site <no-reply@site.test>');
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}/);
  });
});
