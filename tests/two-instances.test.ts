import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { applicants } from '../server/features/applicants/applicants.table.js';
import { stripeEvents } from '../server/features/billing/billing.table.js';
import { removePdfScripts } from '../server/features/files/pdf-scripts.js';
import { applicationFields, buildJob } from '../server/test/factories.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { multipart, samplePdf } from '../server/test/multipart.js';
import { testRedisUrl, uniqueRedisPrefix } from '../server/test/test-redis.js';

/**
 * Two real server processes (`server/main.ts`, production settings) on one new, empty Postgres
 * database and one Redis, as behind a load balancer: whatever reaches either instance must behave
 * as if there were one.
 */
const backend = inject('testDatabase');
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webhookSecret = `whsec_two_instances_${randomBytes(6).toString('hex')}`;
const admin = { email: 'ops-admin@site.test', password: 'two-instances-admin-1' };
/** The job board cache's lifetime (server/features/jobs/active-jobs-cache.ts). */
const JOB_BOARD_CACHE_MS = 5_000;

interface Instance {
  name: string;
  url: string;
  child: ChildProcess;
  output: string[];
}

let databaseName: string;
let database: DatabaseHandle;
let dataDirs: string[] = [];
let instances: Instance[] = [];

function startInstance(name: string, databaseUrl: string, redisPrefix: string): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `instance-${name}-`));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://site.test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: 'two-instances-share-one-secret-of-enough-length',
      STRIPE_SECRET_KEY: 'sk_test_two_instances',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      REDIS_URL: testRedisUrl,
      REDIS_KEY_PREFIX: redisPrefix,
      // Both are told to create the same admin, as every instance of one deployment is.
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    const onLine = (line: string) => {
      output.push(line);
      url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
      if (url && line.includes('site ready at')) resolve({ name, url, child, output });
    };
    let pending = '';
    const read = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`instance ${name} exited (${code}) before it was ready:\n${output.join('\n')}`)));
  });
}

async function stopInstance(instance: Instance) {
  if (instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  await exited;
}

describe.skipIf(backend.kind !== 'postgres')('two instances on one database and one Redis', () => {
  let first: Instance;
  let second: Instance;
  let token: string;

  beforeAll(async () => {
    if (backend.kind !== 'postgres') return;
    // Named like the per-file clones, so the run's clean-up drops it even if this file dies.
    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const databaseUrl = databaseUrlFor(backend.serverUrl, databaseName);
    const redisPrefix = uniqueRedisPrefix('two-instances');
    // Started together on an empty database: both migrate it and both create the admin at once.
    instances = await Promise.all([startInstance('a', databaseUrl, redisPrefix), startInstance('b', databaseUrl, redisPrefix)]);
    [first, second] = instances as [Instance, Instance];
    database = await openDatabase({ databaseUrl });
    const login = await fetch(`${first.url}/api/v1/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    token = ((await login.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await database?.close();
    if (backend.kind === 'postgres' && databaseName) {
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    instances = [];
    dataDirs = [];
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
    const titleOn = async (instance: Instance) => {
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
    const deliver = (instance: Instance) =>
      fetch(`${instance.url}/api/v1/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    // At the same moment to both, then once more to each, as Stripe's retries may.
    const answers = await Promise.all([deliver(first), deliver(second)]);
    answers.push(await deliver(second), await deliver(first));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const stored = await database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId));
    expect(stored).toHaveLength(1);
  });

  it('store an application sent to either once, its resume readable through both', async () => {
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
        return { email: fields.email!, pdf: (await removePdfScripts(pdf)).bytes };
      }),
    );
    const rows = await database.db
      .select({ id: applicants.id, email: applicants.email })
      .from(applicants)
      .where(inArray(applicants.email, sent.map((application) => application.email)));
    expect(rows.map((row) => row.email).sort()).toEqual(sent.map((application) => application.email).sort());

    for (const application of sent) {
      const id = rows.find((row) => row.email === application.email)!.id;
      for (const instance of [first, second]) {
        const resume = await fetch(`${instance.url}/api/v1/applicants/${id}/resume`, { headers: asAdmin() });
        expect(resume.status).toBe(200);
        expect(Buffer.from(await resume.arrayBuffer()).equals(application.pdf)).toBe(true);
      }
    }
  });
});
