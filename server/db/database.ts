import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Client, QueryResult } from 'pg';
import type pgModule from 'pg';
import { packageRoot } from '../lib/package-root.js';
import { currentRole, grantAppRole } from './app-role.js';

// Queries name their tables (the query builder, no relational `db.query`), so the handle carries
// no schema and this layer imports no feature; drizzle-kit reads the tables from schema.ts.
type NoSchema = Record<string, never>;
export type Database = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
/** What a repository function takes: the database, or a transaction a service opened. */
export type Executor = Database | Transaction;

export const migrationsFolder = path.join(packageRoot, 'migrations');

export interface DatabaseHandle {
  db: Database;
  /** e.g. `PostgreSQL 15.19 server at 127.0.0.1:5432` or `PGlite (embedded) in ./data/pglite`. */
  description: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs SQL text with `$n` parameters (several statements when there are none) and returns its
   * last result's rows: the adapter the task queue (pg-boss) runs on, for both drivers.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls `onNotify` with the payload of every `pg_notify(channel, …)` committed from now on, until
   * the returned function is called. Losing the connection only delays what it wakes: the listener
   * connects again after a few seconds.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Runs `work` while holding the Postgres advisory lock `lock` (a number, or a name hashed to one)
   * on a connection of its own, outside any transaction: instances starting together do a set-up
   * one after another, and two syncs of one Stripe object take turns without a transaction held
   * open across Stripe calls. PGlite serves one process: the lock is held in memory.
   */
  whileLocked<T>(lock: number | string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` on a handle connected as the role that owns the schema (MIGRATION_DATABASE_URL),
   * for set-up that creates objects (the task queue's tables), then grants the app's role its
   * privileges on whatever now exists. Without a separate owner it runs on this same handle.
   */
  asOwner<T>(work: (owner: DatabaseHandle) => Promise<T>): Promise<T>;
  /**
   * Connections of each pool now (`main` for queries, `locks` for advisory locks): in use, and
   * callers waiting for one. Absent on PGlite, which is one in-process connection without a pool.
   */
  poolUse?(): PoolUse[];
}

export interface PoolUse {
  pool: 'main' | 'locks';
  inUse: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** The app's connection. Empty: the embedded PGlite database (one user, no roles). */
  databaseUrl?: string;
  /** The owner's connection, for migrations and set-up; the app's role is then granted what it needs. Default: databaseUrl. */
  migrationDatabaseUrl?: string;
  dataDir?: string;
}

/**
 * Postgres when a URL is given, otherwise the embedded PGlite database kept in `dataDir`. Migrations
 * run as the owner (`migrationDatabaseUrl`, else the app's own connection); with a separate owner,
 * the app's role is then granted its privileges (db/app-role.ts): everything on the tables but
 * UPDATE and DELETE on the audit log.
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!options.databaseUrl) {
    const handle = await openPglite(options.dataDir ? path.join(options.dataDir, 'pglite') : undefined);
    await applyMigrations(handle);
    return handle;
  }
  const handle = await openPostgres(options.databaseUrl);
  const ownerUrl = options.migrationDatabaseUrl;
  if (!ownerUrl || ownerUrl === options.databaseUrl) {
    await applyMigrations(handle);
    return handle;
  }
  // Few connections, closed when idle: the owner is needed at start-up only.
  const owner = await openPostgres(ownerUrl, 2).catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  try {
    const appRole = await currentRole(handle);
    await owner.whileLocked(advisoryLocks.migrations, async () => {
      await runMigrations(owner);
      await grantAppRole(owner, appRole);
    });
    const ownerRole = await currentRole(owner);
    return {
      ...handle,
      description: `${handle.description} as ${appRole} (migrations as ${ownerRole})`,
      asOwner: (work) =>
        owner.whileLocked(advisoryLocks.migrations, async () => {
          const result = await work(owner);
          await grantAppRole(owner, appRole);
          return result;
        }),
      close: async () => {
        await Promise.all([handle.close(), owner.close()]);
      },
    };
  } catch (error) {
    await Promise.all([handle.close(), owner.close()]);
    throw error;
  }
}

/**
 * The site's numbered advisory locks, in one place so no two uses share a number (named locks,
 * such as a sync's `stripe:subscription:…`, are hashed by Postgres instead).
 */
export const advisoryLocks = {
  /** One instance at a time applies migrations. */
  migrations: 72_161_001,
  /** One instance at a time seeds the demo jobs (held for a transaction). */
  demoJobs: 72_161_002,
  /** One instance at a time sets up the task queue's tables. */
  taskQueueSetup: 72_161_003,
  /** One insert at a time into the audit log, to the end of its transaction (taken by migration 0015's trigger, which spells the number out). */
  auditChain: 72_161_004,
} as const;

type PostgresHandle = DatabaseHandle & { driver: 'pg' };

async function openPostgres(databaseUrl: string, connections = 10): Promise<PostgresHandle> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  // Advisory locks are held on connections of their own: work waiting for a lock never holds one
  // the queries need, so the main pool cannot run dry while locks are held (at most 4 at a time).
  const lockPool = new pg.Pool({ connectionString: databaseUrl, max: Math.min(4, connections) });
  // A connection lost (a restart, a failover, pg_terminate_backend) must not end the process. An idle
  // client's error reaches the pool, which replaces it. A client lent out between two queries (in a
  // transaction, or holding a lock) has no listener of its own: the pool takes it off before lending
  // it, so Node would throw its error. Its next query fails instead, and the pool drops it on release.
  for (const each of [pool, lockPool]) {
    each.on('error', () => {});
    each.on('connect', (client) => client.on('error', () => {}));
  }
  const db = drizzle(pool) as unknown as Database;
  const version = await pool.query<{ server_version: string }>('show server_version');
  const url = new URL(databaseUrl);
  const handle: PostgresHandle = {
    driver: 'pg',
    db,
    description: `PostgreSQL ${version.rows[0]?.server_version.split(' ')[0] ?? '?'} server at ${url.hostname || 'localhost'}:${url.port || '5432'}`,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await Promise.all([pool.end(), lockPool.end()]);
    },
    executeSql: async (text, values) => {
      const result = await pool.query(text, values);
      // A text of several statements answers one result per statement.
      const last = Array.isArray(result) ? (result.at(-1) as QueryResult) : result;
      return { rows: last?.rows ?? [] };
    },
    listen: (channel, onNotify) => listenOnPostgres(pg, databaseUrl, channel, onNotify),
    asOwner: (work) => work(handle),
    poolUse: () =>
      (
        [
          ['main', pool],
          ['locks', lockPool],
        ] as const
      ).map(([name, of]) => ({ pool: name, inUse: of.totalCount - of.idleCount, waiting: of.waitingCount })),
    async whileLocked(lock, work) {
      const key = typeof lock === 'number' ? '$1::bigint' : 'hashtext($1)';
      const client = await lockPool.connect();
      try {
        await client.query(`select pg_advisory_lock(${key})`, [lock]);
        try {
          return await work();
        } finally {
          await client.query(`select pg_advisory_unlock(${key})`, [lock]);
        }
      } finally {
        client.release();
      }
    },
  };
  return handle;
}

/** The embedded database's shared buffers (decision 0224). */
const PGLITE_SHARED_BUFFERS = '16MB';

/** An embedded Postgres with the extensions the migrations create (btree_gist, for placements' date-range rules). */
export async function newPglite(directory?: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  return new PGlite({
    ...(directory ? { dataDir: directory } : {}),
    extensions: { btree_gist },
    // Postgres's default 128 MB of shared buffers is zeroed inside the WebAssembly memory at every
    // start (0.4 s of 1.1 s); one user's site reads its pages from the file cache just as well.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

async function openPglite(directory: string | undefined): Promise<DatabaseHandle & { driver: 'pglite' }> {
  const { drizzle } = await import('drizzle-orm/pglite');
  if (directory) mkdirSync(path.dirname(directory), { recursive: true });
  const client = await newPglite(directory);
  await client.waitReady;
  const db = drizzle(client) as unknown as Database;
  const handle: DatabaseHandle & { driver: 'pglite' } = {
    driver: 'pglite',
    db,
    description: directory ? `PGlite (embedded) in ${directory}` : 'PGlite (embedded, in memory)',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    executeSql: async (text, values) => {
      // PGlite's `query` takes one statement; `exec` takes several but no parameters.
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      return { rows: (await client.exec(text)).at(-1)?.rows ?? [] };
    },
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    whileLocked: inProcessLocks(),
    // One user, no roles: the app is the owner.
    asOwner: (work) => work(handle),
  };
  return handle;
}

/** Named locks within one process: the embedded database has no other process to share them with. */
function inProcessLocks(): DatabaseHandle['whileLocked'] {
  const tails = new Map<number | string, Promise<unknown>>();
  return async (lock, work) => {
    const previous = tails.get(lock) ?? Promise.resolve();
    const turn = previous.catch(() => {}).then(work);
    tails.set(lock, turn);
    try {
      return await turn;
    } finally {
      if (tails.get(lock) === turn) tails.delete(lock);
    }
  };
}

const RELISTEN_AFTER_MS = 5_000;

/** A connection of its own that LISTENs, outside the pool, and comes back after a lost connection. */
async function listenOnPostgres(
  pg: typeof pgModule,
  databaseUrl: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', () => {
      if (current === client) current = undefined;
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RELISTEN_AFTER_MS);
    });
    await client.connect();
    await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    if (stopped) await client.end();
    else current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end();
  };
}

async function applyMigrations(handle: PostgresHandle | (DatabaseHandle & { driver: 'pglite' })): Promise<void> {
  if (handle.driver === 'pg') {
    // Several instances starting at once on a new database would otherwise each run the same migrations.
    await handle.whileLocked(advisoryLocks.migrations, () => runMigrations(handle));
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder });
  }
}

async function runMigrations(handle: PostgresHandle): Promise<void> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  await migrate(handle.db as never, { migrationsFolder });
}

/** True when the error is Postgres's unique-violation (23505), e.g. a duplicate e-mail. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export { sql };
