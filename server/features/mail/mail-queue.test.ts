import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, buildAccount, isSignUpVerification, registerCustomer } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { mailDeliveries } from './mail-deliveries.table.js';
import { createTaskQueue } from '../../lib/task-queue.js';
import { companyNoticeMail } from './emails/company-notice.email.js';
import { DELIVER_MAIL_TASK } from './mail-queue.js';
import { mailOf } from './mail-template.js';
import type { Mailer, MailMessage } from './mailer.js';

/** A mail server that can be switched off: while down, every send fails as a refused connection does. */
function switchableMailer() {
  const delivered: MailMessage[] = [];
  let up = true;
  const mailer: Mailer = {
    description: 'test mail server',
    async send(message: MailMessage, _log: FastifyBaseLogger) {
      if (!up) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      delivered.push(message);
    },
  };
  return { mailer, delivered, setUp: (value: boolean) => (up = value) };
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const server = switchableMailer();
const ctx = useTestApp({
  mailer: server.mailer,
  // Two retries a second apart: the last try comes within a few seconds.
  config: { tasks: { runWorkers: true, pollingSeconds: 0.5, mailRetry: { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false } } },
  admin: true,
});

/** The delivery of the mail a test sent an address (the sign-up's verification link left out). */
const deliveryTo = (to: string) =>
  ctx.db
    .select()
    .from(mailDeliveries)
    .where(and(eq(mailDeliveries.to, to), sql`${mailDeliveries.template} is distinct from 'auth.verify-email'`))
    .then((rows) => rows[0]);
/** What reached the mail server for an address (the sign-up's verification link left out). */
const deliveredTo = (to: string) => server.delivered.filter((m) => m.to === to && !isSignUpVerification(m.subject));

describe('mail through the task queue', () => {
  it('delivers a reset mail within moments of the request', async () => {
    const customer = await buildAccount(ctx.db);
    const started = Date.now();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const mail = await waitFor('the reset mail', () => deliveredTo(customer.email)[0]);
    expect(mail.text).toMatch(/\/resetpassword\/[A-Za-z0-9_-]{43}/);
    // Woken by the commit, not by the next poll.
    expect(Date.now() - started).toBeLessThan(2_000);
    // The worker marks the delivery sent once the mail server has taken it, a moment after.
    await waitFor('the delivery marked sent', async () => (await deliveryTo(customer.email))?.status === 'sent' || undefined);
  });

  it('keeps trying while the mail server is down and delivers once when it is back', async () => {
    server.setUp(false);
    const customer = await buildAccount(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    await waitFor('a failed try', async () => ((await deliveryTo(customer.email))?.attempts ?? 0) >= 1);
    server.setUp(true);
    await waitFor('the delivery', async () => (await deliveryTo(customer.email))?.status === 'sent');
    expect(deliveredTo(customer.email)).toHaveLength(1);
  });

  it('shows mail that failed every try to admins, who can send it again', async () => {
    server.setUp(false);
    const customer = await buildAccount(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const failed = await waitFor('the last failed try', async () => {
      const row = await deliveryTo(customer.email);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.attempts).toBe(3);

    const overview = await ctx.app.inject({ url: '/api/v1/admin/overview', headers: bearer(ctx.admin) });
    expect(overview.json().undeliveredMail).toBe(1);
    const list = await ctx.app.inject({ url: '/api/v1/admin/mail/undelivered', headers: bearer(ctx.admin) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      total: 1,
      mails: [expect.objectContaining({ id: failed.id, to: customer.email, attempts: 3, lastError: 'connect ECONNREFUSED 127.0.0.1:25' })],
    });
    // The text may hold a reset link: admins see who and what, never the link.
    expect(JSON.stringify(list.json())).not.toContain('resetpassword');

    server.setUp(true);
    const resend = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/mail/${failed.id}/resend`, headers: bearer(ctx.admin) });
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ message: 'The e-mail will be sent again.' });
    await waitFor('the resent mail', async () => (await deliveryTo(customer.email))?.status === 'sent');
    expect(deliveredTo(customer.email)).toHaveLength(1);

    const again = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/mail/${failed.id}/resend`, headers: bearer(ctx.admin) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This e-mail is not waiting to be sent again.');
    const after = await ctx.app.inject({ url: '/api/v1/admin/mail/undelivered', headers: bearer(ctx.admin) });
    expect(after.json()).toEqual({ total: 0, mails: [] });
  });

  it('answers 404 for unknown mail and keeps the mail routes for admins', async () => {
    const customer = await registerCustomer(ctx.app);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/mail/${unknown}/resend`, headers: bearer(ctx.admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/admin/mail/not-an-id/resend', headers: bearer(ctx.admin) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/admin/mail/undelivered' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/v1/admin/mail/undelivered', headers: bearer(customer) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/mail/${unknown}/resend`, headers: bearer(customer) })).statusCode).toBe(403);
  });

  it('owes no mail for work that rolled back', async () => {
    const customer = await buildAccount(ctx.db);
    const { createMailQueue } = await import('./mail-queue.js');
    const { createTaskQueue } = await import('../../lib/task-queue.js');
    const tasks = createTaskQueue({ database: ctx.database, log: ctx.app.log, runWorkers: false });
    tasks.define('mail.deliver', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async () => {} });
    const mail = createMailQueue(tasks);
    await expect(
      ctx.db.transaction(async (tx) => {
        await mail.queue(tx, mailOf(companyNoticeMail, customer.email, { subject: 'never', lines: [], action: { label: 'Open the messages', path: '/messages' } }));
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(await deliveryTo(customer.email)).toBeUndefined();
  });
});

describe('rendering in the worker', () => {
  /** Queues the delivery of a row written as it is, as an older release (or a broken one) left it. */
  async function deliverStoredRow(row: typeof mailDeliveries.$inferInsert) {
    const [stored] = await ctx.db.insert(mailDeliveries).values(row).returning();
    // Only enqueues (its workers are off), with one try: the app's worker delivers it.
    const tasks = createTaskQueue({ database: ctx.database, log: ctx.app.log, runWorkers: false });
    tasks.define(DELIVER_MAIL_TASK, { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async () => {} });
    await tasks.enqueue(ctx.db, DELIVER_MAIL_TASK, { deliveryId: stored!.id });
    return stored!;
  }

  it('queues only the template and its props, and sends the HTML and text rendered from them', async () => {
    const customer = await buildAccount(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/users/forgot-password', payload: { email: customer.email } });
    const mail = await waitFor('the reset mail', () => deliveredTo(customer.email)[0]);
    const row = (await deliveryTo(customer.email))!;
    expect(row).toMatchObject({ template: 'auth.password-reset', text: null, subject: 'Reset your Bayanihan Remote password' });
    expect(row.props).toEqual({ name: customer.name, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const link = `http://site.test/resetpassword/${(row.props as { token: string }).token}`;
    expect(mail.subject).toBe('Reset your Bayanihan Remote password');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Bayanihan Remote');
    expect(mail.text).toContain(`Choose a new password ${link}`);
    expect(mail.text).toContain(`Hello ${customer.name},`);
  });

  it('still sends a mail queued as plain text before mails were templates, as it was', async () => {
    const stored = await deliverStoredRow({ to: 'old-row@example.com', subject: 'Queued before the upgrade', text: 'Hello,\nhttp://site.test/login' });
    await waitFor('the old mail', async () => (await deliveryTo(stored.to))?.status === 'sent');
    expect(server.delivered.filter((m) => m.to === stored.to)).toEqual([{ to: stored.to, subject: stored.subject, text: 'Hello,\nhttp://site.test/login' }]);
  });

  it('fails a mail whose template is unknown, with the reason admins see, and sends nothing', async () => {
    const stored = await deliverStoredRow({ to: 'unknown-template@example.com', subject: 'Renamed', template: 'mail.no-such-template', props: {} });
    const failed = await waitFor('the failed try', async () => {
      const row = await deliveryTo(stored.to);
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed).toMatchObject({ attempts: 1, lastError: 'no mail template named mail.no-such-template' });
    expect(server.delivered.filter((m) => m.to === stored.to)).toEqual([]);
  });
});
