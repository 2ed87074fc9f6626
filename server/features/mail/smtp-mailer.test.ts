import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccount } from '../../test/factories.js';
import { smtpSink } from '../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

const smtp = smtpSink();
const { received } = smtp;

let ctx: TestContext;
beforeAll(async () => {
  const port = await smtp.listen();
  ctx = await createTestContext({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Site <no-reply@site.test>' } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

describe('SMTP delivery (SMTP_URL set)', () => {
  it('delivers the reset mail with the link to a real SMTP server', async () => {
    const customer = await buildAccount(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const deadline = Date.now() + 3000;
    while (!received.some((mail) => mail.to.includes(customer.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const mail = received.find((m) => m.to.includes(customer.email) && !m.raw.includes('Verify your e-mail address'));
    expect(mail?.raw).toContain('From: Site <no-reply@site.test>');
    expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}/);
  });

  it('sends the text part and the HTML part as alternatives, each with the reset link', async () => {
    const customer = await buildAccount(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const deadline = Date.now() + 3000;
    while (!received.some((mail) => mail.to.includes(customer.email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const raw = received.find((m) => m.to.includes(customer.email) && !m.raw.includes('Verify your e-mail address'))!.raw;
    const boundary = /Content-Type: multipart\/alternative;\s*boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
    expect(boundary).toBeDefined();
    // Quoted-printable: soft line breaks joined and `=3D` read back as `=`, as a mail app does.
    const parts = raw.split(`--${boundary}`).map((part) => part.replace(/=\r?\n/g, '').replaceAll('=3D', '='));
    const text = parts.find((part) => /Content-Type: text\/plain/i.test(part));
    const html = parts.find((part) => /Content-Type: text\/html/i.test(part));
    expect(text).toMatch(/Choose a new password http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}/);
    expect(html).toMatch(/href="http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}"/);
    expect(html).toContain('Bayanihan Remote');
  });
});
