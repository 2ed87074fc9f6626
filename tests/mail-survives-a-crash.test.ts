import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { mailDeliveries } from '../server/features/mail/mail-deliveries.table.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { describeWithServers } from '../server/test/needs-server.js';
import { smtpSink } from '../server/test/smtp-sink.js';
import { removeDataDir, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

/**
 * The mail server is down when a visitor asks for a password reset, and the site is killed
 * (SIGKILL: no shutdown code runs) before it could deliver. Started again, with the mail server
 * back, the site delivers the mail it owed, once.
 */
const backend = inject('testDatabase');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor<T>(what: string, read: () => Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const smtp = smtpSink();
const { received } = smtp;

let databaseName: string | undefined;
let database: DatabaseHandle | undefined;
const started: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(started.map((instance) => stopServerProcess(instance)));
  await smtp.close();
  await database?.close();
  if (backend.kind === 'postgres' && databaseName) {
    await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
  }
  if (started[0]) removeDataDir(started[0]);
});

describeWithServers(['postgres'], 'mail owed across a crash', () => {
  it('arrives once after the mail server and the site come back', async () => {
    if (backend.kind !== 'postgres') return;
    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const databaseUrl = databaseUrlFor(backend.serverUrl, databaseName);
    const smtpPort = await freePort();
    const env = {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'crash-test-secret-of-enough-length-for-hs256',
      STRIPE_SECRET_KEY: 'sk_test_crash',
      STRIPE_WEBHOOK_SECRET: 'whsec_crash',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Site <no-reply@site.test>',
    };

    // The mail server is down (nothing listens on its port).
    const first = await startServerProcess('before-crash', env);
    started.push(first);
    database = await openDatabase({ databaseUrl });
    const email = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await fetch(`${first.url}/api/v1/users/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Crash Test', email, password: 'a-long-password-1' }),
    });
    expect(registered.status).toBe(201);
    const asked = await fetch(`${first.url}/api/v1/users/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(asked.status).toBe(200);
    const db = database.db;
    const delivery = () =>
      db
        .select()
        .from(mailDeliveries)
        .where(and(eq(mailDeliveries.to, email), eq(mailDeliveries.template, 'auth.password-reset')))
        .then((rows) => rows[0]);
    const owed = await waitFor('the first try to fail', async () => {
      const row = await delivery();
      return row && row.attempts >= 1 ? row : undefined;
    }, 15_000);
    // ...and the task queue to have taken the failure, with a retry due in seconds. Killed between
    // the two, the try would still be running for the queue, which gives it up only when it expires
    // (three minutes, longer than an SMTP conversation may last): a crash mid-try, not this story.
    const taskStates = async () => {
      const result = await db.execute(sql`select state from pgboss.job where data->>'deliveryId' = ${owed.id}`);
      return (result as unknown as { rows: { state: string }[] }).rows.map((task) => task.state);
    };
    await waitFor('the queue to schedule a retry', async () => (await taskStates()).includes('retry'), 15_000);

    await stopServerProcess(first, 'SIGKILL');
    const second = await startServerProcess('after-crash', env, first.dataDir);
    started.push(second);
    await smtp.listen(smtpPort);

    await waitFor('the owed mail to be delivered', async () => {
      const row = await delivery();
      return row?.status === 'sent' ? row : undefined;
    }, 60_000);
    // Its task is finished: no try is left that could send it again.
    await waitFor('the task to complete', async () => {
      const states = await taskStates();
      return states.length > 0 && states.every((state) => state === 'completed');
    }, 10_000);
    const mails = received.filter((mail) => mail.to.includes(email) && !mail.raw.includes('Verify your e-mail address'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw.replace(/=\r?\n/g, '')).toMatch(/http:\/\/site\.test\/resetpassword\/[A-Za-z0-9_-]{43}/);
  }, 120_000);
});
