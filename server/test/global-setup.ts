import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { createTaskQueue } from '../lib/task-queue.js';
import { openDatabase } from '../db/database.js';
import { TEST_FILES_ROOT_VARIABLE } from './test-config.js';

export type TestDatabaseBackend =
  | { kind: 'postgres'; serverUrl: string; templateName: string; description: string }
  | { kind: 'pglite'; description: string };

export type TestRedis = { available: true; url: string } | { available: false; url: string; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseBackend;
    testRedis: TestRedis;
    /** Where test files note what they skipped for want of a server (needs-server.ts). */
    skipLog: string;
  }
}

/** A Postgres and a Redis the machine may already run (CI and developer machines here do). */
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Picks the test servers once per run and says in one line which and why:
 *  - Postgres: TEST_DATABASE_URL; else a Postgres 15 container when a Docker engine answers
 *    (testcontainers, with a Redis 7 container beside it); else one on 127.0.0.1:5432; else embedded
 *    PGlite (TEST_DATABASE_URL=pglite forces it). On a server, all migrations are applied once to a
 *    template database that every test file then clones.
 *  - Redis: TEST_REDIS_URL, else the container, else 127.0.0.1:6379, if it answers PING.
 * Tests that need a server the run does not have are skipped with their reason (needs-server.ts),
 * and the run ends with one line naming them.
 */
export default async function setup(project: TestProject) {
  const skipLog = path.join(mkdtempSync(path.join(tmpdir(), 'skipped-tests-')), 'skipped.jsonl');
  project.provide('skipLog', skipLog);
  const forceEmbedded = process.env.TEST_DATABASE_URL === 'pglite';
  const containers = forceEmbedded || process.env.TEST_DATABASE_URL ? undefined : await startContainers();
  const stopContainers = containers && 'stop' in containers ? containers.stop : undefined;

  const noContainer = containers && 'why' in containers ? containers.why : '';
  let serverUrl: string | undefined;
  let why: string;
  if (forceEmbedded) why = 'TEST_DATABASE_URL=pglite';
  else if (process.env.TEST_DATABASE_URL) [serverUrl, why] = [process.env.TEST_DATABASE_URL, 'TEST_DATABASE_URL'];
  else if (containers && 'postgresUrl' in containers) [serverUrl, why] = [containers.postgresUrl, 'a Postgres 15 container (testcontainers)'];
  else if (await canConnect(LOCAL_POSTGRES_URL)) [serverUrl, why] = [LOCAL_POSTGRES_URL, `no container (${noContainer}); the Postgres on 127.0.0.1:5432`];
  else why = `no TEST_DATABASE_URL, no container (${noContainer}), nothing at 127.0.0.1:5432`;

  const redisUrl = process.env.TEST_REDIS_URL ?? (containers && 'redisUrl' in containers ? containers.redisUrl : LOCAL_REDIS_URL);
  const redis = await pingRedis(redisUrl);
  project.provide('testRedis', redis.ok ? { available: true, url: redisUrl } : { available: false, url: redisUrl, reason: `no Redis at ${redisUrl} (${redis.why})` });
  const redisLine = redis.ok ? `test redis: ${redisUrl}` : `test redis: none (${redisUrl}: ${redis.why}); tests that need it are skipped`;

  // Every test process keeps its stored files under one folder of this run, removed at the end.
  const filesRoot = mkdtempSync(path.join(tmpdir(), 'staffing-test-run-'));
  process.env[TEST_FILES_ROOT_VARIABLE] = filesRoot;
  const reportSkipped = () => {
    rmSync(filesRoot, { recursive: true, force: true });
    printSkipped(skipLog);
  };
  if (!serverUrl) {
    const backend: TestDatabaseBackend = { kind: 'pglite', description: `PGlite (embedded), one in-memory database per test file: ${why}` };
    console.log(`test database: ${backend.description}\n${redisLine}`);
    project.provide('testDatabase', backend);
    return async () => {
      reportSkipped();
      await stopContainers?.();
    };
  }

  const templateName = `test_template_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`create database "${templateName}"`));
  const template = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, templateName) });
  const description = template.description;
  // The task queue's tables too, so each clone starts its queue without creating them.
  const tasks = createTaskQueue({ database: template, log: pino({ level: 'silent' }), runWorkers: false });
  await tasks.start();
  await tasks.stop();
  await template.close();
  console.log(`test database: ${description}, from ${why} (each test file on its own clone of a migrated template)\n${redisLine}`);
  project.provide('testDatabase', { kind: 'postgres', serverUrl, templateName, description });

  return async () => {
    await withAdminClient(serverUrl, async (client) => {
      const leftovers = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [templateName, `${templateName}_f%`],
      );
      for (const { datname } of leftovers.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    });
    reportSkipped();
    await stopContainers?.();
  };
}

export function databaseUrlFor(serverUrl: string, databaseName: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

export async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function canConnect(url: string): Promise<boolean> {
  try {
    await withAdminClient(url, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

type Containers = { postgresUrl: string; redisUrl: string; stop: () => Promise<unknown> } | { why: string };

/** Postgres 15 and Redis 7 in throwaway containers, when a Docker engine answers; else why not. */
async function startContainers(): Promise<Containers> {
  const { GenericContainer, getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch (error) {
    return { why: `no Docker engine: ${firstLine(error)}` };
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const [postgres, redis] = await Promise.all([new PostgreSqlContainer('postgres:15-alpine').start(), new GenericContainer('redis:7-alpine').withExposedPorts(6379).start()]);
  return {
    postgresUrl: postgres.getConnectionUri(),
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    stop: () => Promise.all([postgres.stop(), redis.stop()]),
  };
}

/** Whether a Redis answers PING at `url` within a second. */
async function pingRedis(url: string): Promise<{ ok: true } | { ok: false; why: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = createConnection({ host: hostname, port: Number(port || 6379) });
    const done = (answer: { ok: true } | { ok: false; why: string }) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done({ ok: false, why: 'no answer within 1 s' }));
    socket.on('error', (error) => done({ ok: false, why: firstLine(error) }));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG') ? { ok: true } : { ok: false, why: `answered ${JSON.stringify(data.toString().trim())}` }));
  });
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/** The run's closing line: every group of tests skipped for want of a server, with its reason. */
function printSkipped(skipLog: string) {
  if (!existsSync(skipLog)) return;
  const skipped = [...new Set(readFileSync(skipLog, 'utf8').split('\n').filter(Boolean))].map((line) => JSON.parse(line) as { name: string; reason: string });
  rmSync(path.dirname(skipLog), { recursive: true, force: true });
  if (skipped.length === 0) return;
  console.log(`skipped for want of a server (${skipped.length}): ${skipped.map(({ name, reason }) => `"${name}" (${reason})`).join('; ')}`);
}
