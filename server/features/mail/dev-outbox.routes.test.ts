import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMailTo, registerCustomer, resetTokenFromMail } from '../../test/factories.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('/dev/outbox (development, no SMTP_URL)', () => {
  it('shows each mail’s HTML part in a sandboxed frame beside its text part, compressed as a browser asks', async () => {
    const customer = await registerCustomer(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const kept = await latestMailTo(ctx.db, customer.email, 5_000);
    const link = `http://site.test/resetpassword/${resetTokenFromMail(kept!.text)}`;
    expect(kept!.html).toContain(`href="${link}"`);

    const page = await ctx.app.inject({ url: '/dev/outbox', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString('utf8');
    // The mail's own markup only inside the frame's srcdoc, escaped: it cannot reach this page or run anything.
    expect(html).toMatch(/<iframe title="HTML part" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="&#60;!DOCTYPE html/);
    expect(html).toContain(`href=&#34;${link}&#34;`);
    expect(html).not.toMatch(/<a href="[^"]*"[^>]*target="_blank"/);
    // The text part, its link followable.
    expect(html).toContain(`<pre>`);
    expect(html).toContain(`Choose a new password <a href="${link}">${link}</a>`);
  });

  it('answers only the machine itself', async () => {
    const remote = await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });
});
