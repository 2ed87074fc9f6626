import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { applicants } from '../server/features/applicants/applicants.table.js';
import { totpCode } from '../server/features/auth/totp.js';
import { stripeEvents } from '../server/features/billing/billing.table.js';
import { readAll } from '../server/features/files/file-storage.js';
import { s3Storage } from '../server/features/files/s3-storage.js';
import { storedFiles } from '../server/features/files/stored-files.table.js';
import { removePdfScripts } from '../server/features/files/pdf-scripts.js';
import { applicationFields, buildJob } from '../server/test/factories.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { describeWithServers } from '../server/test/needs-server.js';
import { multipart, samplePdf } from '../server/test/multipart.js';
import { testRedisUrl, uniqueRedisPrefix } from '../server/test/test-redis.js';
import { startTestS3Server, type TestS3Server } from '../server/test/s3-server.js';
import { removeDataDir, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

/**
 * Two real server processes (`server/main.ts`, production settings) on one new, empty Postgres
 * database, one Redis and one S3 bucket (an in-test S3 API server), as behind a load balancer:
 * whatever reaches either instance must behave as if there were one.
 */
const backend = inject('testDatabase');
const webhookSecret = `whsec_two_instances_${randomBytes(6).toString('hex')}`;
const admin = { email: 'ops-admin@site.test', password: 'two-instances-admin-1' };
/** The job board cache's lifetime (server/features/jobs/active-jobs-cache.ts). */
const JOB_BOARD_CACHE_MS = 5_000;

let databaseName: string;
let database: DatabaseHandle;
let instances: ServerProcess[] = [];
let bucket: TestS3Server;

function startInstance(name: string, databaseUrl: string, redisPrefix: string): Promise<ServerProcess> {
  return startServerProcess(name, {
    ...bucket.env,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'two-instances-share-one-secret-of-enough-length',
    STRIPE_SECRET_KEY: 'sk_test_two_instances',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    // Both are told to create the same admin, as every instance of one deployment is.
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
}

describeWithServers(['postgres', 'redis'], 'two instances on one database and one Redis', () => {
  let first: ServerProcess;
  let second: ServerProcess;
  let token: string;

  beforeAll(async () => {
    if (backend.kind !== 'postgres') return;
    // Named like the per-file clones, so the run's clean-up drops it even if this file dies.
    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const databaseUrl = databaseUrlFor(backend.serverUrl, databaseName);
    const redisPrefix = uniqueRedisPrefix('two-instances');
    bucket = await startTestS3Server();
    // Started together on an empty database: both migrate it and both create the admin at once.
    instances = await Promise.all([startInstance('a', databaseUrl, redisPrefix), startInstance('b', databaseUrl, redisPrefix)]);
    [first, second] = instances as [ServerProcess, ServerProcess];
    database = await openDatabase({ databaseUrl });
    const login = await fetch(`${first.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    // In production an admin reaches admin routes only with two-step sign-in: set it up, and use
    // the session its confirmation answers.
    const enrolmentToken = ((await login.json()) as { token: string }).token;
    const asEnrolling = { 'content-type': 'application/json', authorization: `Bearer ${enrolmentToken}` };
    // The account has no factor yet: its password proves the owner.
    const enrolment = await fetch(`${first.url}/api/v1/users/second-factor/enrolment`, {
      method: 'POST',
      headers: asEnrolling,
      body: JSON.stringify({ password: admin.password }),
    });
    const { secret } = (await enrolment.json()) as { secret: string };
    const confirmed = await fetch(`${first.url}/api/v1/users/second-factor/confirm`, {
      method: 'POST',
      headers: asEnrolling,
      body: JSON.stringify({ code: totpCode(secret) }),
    });
    expect(confirmed.status).toBe(200);
    token = ((await confirmed.json()) as { session: { token: string } }).session.token;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => stopServerProcess(instance)));
    await database?.close();
    if (backend.kind === 'postgres' && databaseName) {
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
    }
    instances.forEach(removeDataDir);
    instances = [];
    await bucket?.close();
  });

  const asAdmin = () => ({ authorization: `Bearer ${token}` });

  it('hold one rate limit: 5 requests a minute across both, then both refuse', async () => {
    const statuses: number[] = [];
    for (const instance of [first, second, first, second, first, second, first]) {
      const response = await fetch(`${instance.url}/api/v1/users/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `someone-${statuses.length}@example.com` }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('show a job edited through one on the other within the job board cache lifetime', async () => {
    const job = await buildJob(database.db, { title: 'Night Shift Chat Agent', isActive: true });
    const titleOn = async (instance: ServerProcess) => {
      const response = await fetch(`${instance.url}/api/v1/jobs/active`);
      const { jobs } = (await response.json()) as { jobs: { _id: string; title: string }[] };
      return jobs.find((candidate) => candidate._id === job.id)?.title;
    };
    // The other instance has the board cached before the edit.
    expect(await titleOn(second)).toBe('Night Shift Chat Agent');

    const edited = await fetch(`${first.url}/api/v1/jobs/${job.id}`, {
      method: 'PUT',
      headers: { ...asAdmin(), 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Night Shift Chat Lead' }),
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    expect(await titleOn(first)).toBe('Night Shift Chat Lead');
    while ((await titleOn(second)) !== 'Night Shift Chat Lead') {
      expect(Date.now() - editedAt).toBeLessThan(JOB_BOARD_CACHE_MS + 1_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });

  it('store a signed Stripe event delivered to both exactly once', async () => {
    const eventId = `evt_two_instances_${randomBytes(6).toString('hex')}`;
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'checkout.session.completed',
      api_version: '2024-06-20',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: `cs_test_${randomBytes(6).toString('hex')}`, object: 'checkout.session', subscription: null } },
    });
    const signature = new Stripe('sk_test_signer').webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const deliver = (instance: ServerProcess) =>
      fetch(`${instance.url}/api/v1/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    // At the same moment to both, then once more to each, as Stripe's retries may.
    const answers = await Promise.all([deliver(first), deliver(second)]);
    answers.push(await deliver(second), await deliver(first));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    // Synced on the queue both instances share: once, by one of them.
    await expect.poll(async () => (await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).length, { timeout: 10_000 }).toBe(1);
    const stored = await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
    expect(stored).toHaveLength(1);
  });

  it('store an application sent to either once, its resume in the bucket (not in Postgres) and readable through both', async () => {
    const job = await buildJob(database.db, { title: 'Bilingual Support Agent', isActive: true });
    const sent = await Promise.all(
      [first, second].map(async (instance) => {
        const fields = applicationFields(job.id, { firstName: `Via${instance.name.toUpperCase()}` });
        const pdf = samplePdf(`Resume sent through instance ${instance.name}`);
        const { payload, headers } = multipart([
          ...Object.entries(fields).map(([name, value]) => ({ name, value })),
          { name: 'resume', filename: `resume-${instance.name}.pdf`, contentType: 'application/pdf', bytes: pdf },
        ]);
        const response = await fetch(`${instance.url}/api/v1/applicants`, { method: 'POST', headers, body: new Uint8Array(payload) });
        expect(response.status).toBe(201);
        // What is stored (and served) is the upload rewritten without scripts.
        return { email: fields.email!, pdf: (await removePdfScripts(pdf)).bytes, words: `Resume sent through instance ${instance.name}` };
      }),
    );
    const rows = await database.db
      .select({ id: applicants.id, email: applicants.email })
      .from(applicants)
      .where(inArray(applicants.email, sent.map((application) => application.email)));
    expect(rows.map((row) => row.email).sort()).toEqual(sent.map((application) => application.email).sort());

    const documents = s3Storage(bucket.settings);
    for (const application of sent) {
      const id = rows.find((row) => row.email === application.email)!.id;
      const [file] = await database.db
        .select({ storageKey: storedFiles.storageKey, data: storedFiles.data })
        .from(storedFiles)
        .innerJoin(applicants, eq(applicants.resumeFileId, storedFiles.id))
        .where(eq(applicants.id, id));
      expect(file!.data).toBeNull();
      const inBucket = await readAll((await documents.get(file!.storageKey!))!);
      expect(inBucket.includes(Buffer.from(application.words))).toBe(true);
      for (const instance of [first, second]) {
        const resume = await fetch(`${instance.url}/api/v1/applicants/${id}/resume`, { headers: asAdmin() });
        expect(resume.status).toBe(200);
        // The stored PDF, served with the applicant's name as its document title: the same page, whichever instance stored it.
        const served = Buffer.from(await resume.arrayBuffer());
        expect(served.subarray(0, 5).toString()).toBe('%PDF-');
        expect(served.includes(Buffer.from(application.words))).toBe(true);
      }
    }
  });
});
