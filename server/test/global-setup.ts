import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { createTaskQueue } from '../lib/task-queue.js';
import { openDatabase } from '../db/database.js';

export type TestDatabaseBackend =
  | { kind: 'postgres'; serverUrl: string; templateName: string; description: string }
  | { kind: 'pglite'; description: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseBackend;
  }
}

/** A Postgres the machine may already run (CI and developer machines here do). */
const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Picks the test database once per run: TEST_DATABASE_URL, else a Postgres on 127.0.0.1:5432, else a
 * throwaway container when a Docker engine answers, else embedded PGlite (TEST_DATABASE_URL=pglite forces it). On a server, all
 * migrations are applied once to a template database that every test file then clones.
 */
export default async function setup(project: TestProject) {
  // TEST_DATABASE_URL=pglite forces the embedded fallback, to check it still works.
  const forceEmbedded = process.env.TEST_DATABASE_URL === 'pglite';
  let serverUrl = forceEmbedded ? undefined : process.env.TEST_DATABASE_URL;
  let stopContainer: (() => Promise<unknown>) | undefined;
  if (!serverUrl && !forceEmbedded && (await canConnect(LOCAL_POSTGRES_URL))) serverUrl = LOCAL_POSTGRES_URL;
  if (!serverUrl && !forceEmbedded) {
    const container = await startContainer();
    if (container) {
      serverUrl = container.url;
      stopContainer = container.stop;
    }
  }

  if (!serverUrl) {
    const backend: TestDatabaseBackend = { kind: 'pglite', description: 'PGlite (embedded), one in-memory database per test file' };
    console.log(`test database: ${backend.description}`);
    project.provide('testDatabase', backend);
    return;
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
  console.log(`test database: ${description} (each test file on its own clone of a migrated template)`);
  project.provide('testDatabase', { kind: 'postgres', serverUrl, templateName, description });

  return async () => {
    await withAdminClient(serverUrl, async (client) => {
      const leftovers = await client.query<{ datname: string }>(
        `select datname from pg_database where datname = $1 or datname like $2`,
        [templateName, `${templateName}_f%`],
      );
      for (const { datname } of leftovers.rows) await client.query(`drop database if exists "${datname}" with (force)`);
    });
    await stopContainer?.();
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

async function startContainer(): Promise<{ url: string; stop: () => Promise<unknown> } | undefined> {
  try {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:15-alpine').start();
    return { url: container.getConnectionUri(), stop: () => container.stop() };
  } catch {
    return undefined;
  }
}
