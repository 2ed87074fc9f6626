import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { latestMailTo, registerCustomer, resetTokenFromMail } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import type { Mailer } from './mailer.js';

const ctx = useTestApp();

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

  it('answers a request made here straight to the server', async () => {
    const local = await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host: 'localhost:3000' } });
    expect(local.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '::1', headers: { host: '127.0.0.1:3000' } })).statusCode).toBe(200);
  });

  it.each([
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'dev.example.com'],
    ['x-forwarded-proto', 'https'],
    ['forwarded', 'for=203.0.113.9'],
    ['x-real-ip', '203.0.113.9'],
    ['via', '1.1 proxy'],
  ])('is not there for a request a proxy on this machine passed on (%s)', async (header, value) => {
    const proxied = await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { [header]: value } });
    expect(proxied.statusCode).toBe(404);
    expect(proxied.body).not.toContain('Outbox');
    // What a path with no route answers.
    expect(proxied.json()).toMatchObject({ code: 'route.not_found', message: 'No such endpoint: GET /dev/outbox' });
  });

  it('is not there for a page of another name that resolves here (DNS rebinding)', async () => {
    const rebound = await ctx.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:3000' } });
    expect(rebound.statusCode).toBe(404);
  });
});

describe('/dev/outbox behind a trusted proxy', () => {
  const proxied = useTestApp({ config: { trustProxy: 1 } });

  it('reads the socket, not the address a header claims', async () => {
    const spoofed = await proxied.app.inject({ url: '/dev/outbox', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(spoofed.statusCode).toBe(404);
    const viaLocalProxy = await proxied.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaLocalProxy.statusCode).toBe(404);
  });
});

describe('/dev/outbox in production', () => {
  const mailer: Mailer = { description: 'test mail server', send: async () => {} };
  const production = useTestApp({ mailer, config: { nodeEnv: 'production', smtpUrl: 'smtp://127.0.0.1:2525' } });

  it('is not there, even for the machine itself', async () => {
    const local = await production.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(404);
  });
});
