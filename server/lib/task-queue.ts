import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import { advisoryLocks, type Database, type DatabaseHandle, type Executor } from '../db/database.js';
import type { SiteMetrics } from './metrics.js';

/**
 * Durable background work on pg-boss, in the site's own database (Postgres, or PGlite through the
 * same adapter). A task is added in the caller's transaction, so it exists exactly when the rows it
 * announces do; workers on every instance share the queue, retry with backoff, and leave a task
 * that failed its last try in pg-boss's `failed` state.
 */
export interface TaskDefinition<Data extends object> {
  /** Tries after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled on each later one when `retryBackoff` is set. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** How long one try may run before it counts as failed (and another instance may take it). */
  expireInSeconds: number;
  /** Tries this instance runs at once (each worker takes one task at a time); 1 by default. */
  concurrency?: number;
  /**
   * pg-boss's queue policy: 'short' keeps one waiting task per key (`enqueue`'s `key`), so work
   * asked for twice before it starts runs once. 'standard' by default.
   */
  policy?: 'standard' | 'short';
  run(task: RunningTask<Data>): Promise<void>;
}

/** States in which a keyed task still stands for its work: waiting, running, due again, or given up on. */
const HELD_STATES = "('created', 'retry', 'active', 'failed')";

/** How long a task that failed for good stays in the queue's table: listed, kept from being queued again, retried by hand. */
const FAILED_KEPT_SECONDS = 7 * 24 * 3_600;

/**
 * Traces (server/lib/tracing.ts, when OTEL_EXPORTER_OTLP_ENDPOINT is set): a task queued inside a
 * span carries that trace (W3C `traceparent`) in its data, and each try runs in a span of it, so a
 * request's trace shows the work it queued. Without tracing nothing is added.
 */
export interface TaskTracing {
  /** The active trace, to store with a task queued now; undefined outside any span. */
  carrier(): TraceCarrier | undefined;
  /** Runs one try of task `name` in a span, a child of the trace the task was queued in (when it carries one). */
  run<T>(name: string, id: string, carrier: TraceCarrier | undefined, work: () => Promise<T>): Promise<T>;
}

export interface TraceCarrier {
  traceparent?: string;
  tracestate?: string;
}

/** Where a task's data holds the trace it was queued in; taken out before the task sees its data. */
const TRACE_KEY = '_trace';

/** A task's data without the trace it carries (queued by a traced instance, run by any). */
function splitTrace(data: object): { data: object; carrier: TraceCarrier | undefined } {
  if (!(TRACE_KEY in data)) return { data, carrier: undefined };
  const { [TRACE_KEY]: carrier, ...rest } = data as Record<string, unknown>;
  return { data: rest, carrier: carrier && typeof carrier === 'object' ? (carrier as TraceCarrier) : undefined };
}

export interface RunningTask<Data extends object> {
  id: string;
  data: Data;
  /** True on the try after which no other comes: what fails now stays failed. */
  isLastTry: boolean;
}

/** What the metrics call each pg-boss state a task can wait in (completed and cancelled ones are not counted). */
const COUNTED_STATES = { created: 'queued', active: 'running', retry: 'retry', failed: 'failed' } as const;
export type QueueState = (typeof COUNTED_STATES)[keyof typeof COUNTED_STATES];

export interface QueueSize {
  queue: string;
  state: QueueState;
  count: number;
}

export interface TaskQueue {
  define<Data extends object>(name: string, definition: TaskDefinition<Data>): void;
  /** Adds a task; with a transaction, the task commits (and is woken) with it. */
  enqueue(executor: Executor, name: string, data: object, options?: { key?: string }): Promise<void>;
  /**
   * Adds a task unless one with this key is waiting, running, due for a retry or failed for good:
   * one chain of tries per key, whoever asks again and however often (pg-boss's `short` policy only
   * holds a key while its task waits to start). Answers whether it was added. In its own
   * transaction, under a lock on the key, so two callers cannot both add it.
   */
  enqueueOnce(database: Database, name: string, data: object, key: string): Promise<boolean>;
  /** Runs `name` on a cron schedule (UTC); one instance runs each tick. */
  schedule(name: string, cron: string): void;
  /** How many tasks of each defined queue wait in each state now, zeros included: one query, for the metrics. */
  countByState(): Promise<QueueSize[]>;
  /**
   * Makes the queues' tables (before any task can be added), then starts pg-boss's maintenance, the
   * schedules and this instance's workers: awaited, or with `runInBackground` (a server's start,
   * which can serve while they start) only logged if they fail.
   */
  start(options?: { runInBackground?: boolean }): Promise<void>;
  stop(): Promise<void>;
}

/** The channel a commit wakes the workers on, so a task runs at once rather than at the next poll. */
const WAKE_CHANNEL = 'task_queue_wake';

export interface TaskQueueOptions {
  database: DatabaseHandle;
  log: FastifyBaseLogger;
  /** Carries traces into tasks and runs them in spans; absent when tracing is off. */
  tracing?: TaskTracing | undefined;
  /** How often idle workers look for due tasks (retries come due this way). */
  pollingSeconds?: number;
  /** Whether this instance runs tasks; every instance can add them. */
  runWorkers?: boolean;
  /** How long stop() lets running tasks finish before pg-boss marks them failed (and as long again for them to end). */
  stopTimeoutSeconds?: number;
  /** Counts failed tries (METRICS_PORT); nothing is counted without it. */
  metrics?: SiteMetrics | undefined;
}

export function createTaskQueue({ database, log, pollingSeconds = 2, runWorkers = true, stopTimeoutSeconds = 5, metrics, tracing }: TaskQueueOptions): TaskQueue {
  let started = false;
  let stopped = false;
  /** Runs of task code still going: stop() lets them end before the database goes. */
  const runningTasks = new Set<Promise<unknown>>();
  /** pg-boss's own queries still going (it records a run's end without waiting for it). */
  const bossQueries = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => bossQuery(text, values) },
    // Completed tasks are archived after an hour and deleted after a week; failed ones stay visible.
    archiveCompletedAfterSeconds: 3_600,
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.error({ err: error }, 'task queue error'));
  const definitions = new Map<string, TaskDefinition<object>>();
  const schedules = new Map<string, string>();
  const workerIds = new Map<string, string[]>();
  let stopListening: (() => Promise<void>) | undefined;
  /** A start whose workers are still starting in the background (`runInBackground`). */
  let startingToRun: Promise<unknown> | undefined;

  function bossQuery(text: string, values?: unknown[]) {
    const query = database.executeSql(text, values).catch((error: unknown) => {
      // A run that outlived stop() records its end after the pool may have closed; pg-boss does not
      // wait for that query, so an error here would end the process. The task expires and is tried again.
      if (stopped) {
        log.warn({ err: error }, 'task queue query after stop dropped');
        // Answered as pg-boss's complete and fail commands are: no task changed.
        return { rows: [{ count: 0 }] };
      }
      throw error;
    });
    bossQueries.add(query);
    void query.finally(() => bossQueries.delete(query));
    return query;
  }

  async function startWorker(name: string, definition: TaskDefinition<object>) {
    let workerId = '';
    workerId = await boss.work<object>(
      name,
      { pollingIntervalSeconds: pollingSeconds, batchSize: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        const isLastTry = job.retryCount >= job.retryLimit;
        const { data, carrier } = splitTrace(job.data);
        const tryTask = () => definition.run({ id: job.id, data, isLastTry });
        const run = tracing ? tracing.run(name, job.id, carrier, tryTask) : tryTask();
        runningTasks.add(run);
        try {
          await run;
        } catch (error) {
          metrics?.taskFailures.inc({ queue: name, final: String(isLastTry) });
          throw error;
        } finally {
          runningTasks.delete(run);
          // pg-boss waits a polling interval after every fetch; after a task, look for the next at once.
          boss.notifyWorker(workerId);
        }
      },
    );
    workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
  }

  /** pg-boss's maintenance and schedules, then this instance's workers and their wake-up channel. */
  async function startRunning() {
    await database.whileLocked(advisoryLocks.taskQueueSetup, async () => {
      await boss.start();
      for (const [name, cron] of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    });
    if (!runWorkers || stopped) return;
    for (const [name, definition] of definitions) {
      for (let worker = 0; worker < (definition.concurrency ?? 1); worker += 1) await startWorker(name, definition);
    }
    stopListening = await database.listen(WAKE_CHANNEL, (name) => {
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
    });
  }

  return {
    define(name, definition) {
      if (started) throw new Error(`task ${name} defined after the queue started`);
      definitions.set(name, definition as TaskDefinition<object>);
      for (const final of ['false', 'true']) metrics?.taskFailures.inc({ queue: name, final }, 0);
    },
    async enqueue(executor, name, data, options = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown task ${name}`);
      // Each task carries its retry policy, so a queue made by an earlier release takes today's.
      const carrier = tracing?.carrier();
      await boss.send(name, carrier ? { ...data, [TRACE_KEY]: carrier } : data, {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff,
        expireInSeconds: definition.expireInSeconds,
        ...(options.key ? { singletonKey: options.key } : {}),
        db: { executeSql: (text, values) => runOn(executor, text, values) },
      });
      // NOTIFY in a transaction is delivered on commit, and dropped on rollback.
      await executor.execute(sql`select pg_notify(${WAKE_CHANNEL}, ${name})`);
    },
    async enqueueOnce(database, name, data, key) {
      return database.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`task:${name}:${key}`}, 0))`);
        const held = (await tx.execute(
          sql`select 1 from pgboss.job where name = ${name} and singleton_key = ${key} and state in ${sql.raw(HELD_STATES)} limit 1`,
        )) as unknown as { rows: unknown[] };
        if (held.rows.length > 0) return false;
        await this.enqueue(tx, name, data, { key });
        return true;
      });
    },
    schedule(name, cron) {
      if (!definitions.has(name)) throw new Error(`unknown task ${name}`);
      schedules.set(name, cron);
    },
    async countByState() {
      const names = [...definitions.keys()];
      const { rows } = await database.executeSql(
        `select name, state, count(*)::int as count from pgboss.job
         where name = any($1::text[]) and state in ('created', 'active', 'retry', 'failed') group by name, state`,
        [names],
      );
      const counted = new Map((rows as { name: string; state: keyof typeof COUNTED_STATES; count: number }[]).map((row) => [`${row.name} ${row.state}`, row.count]));
      return names.flatMap((queue) =>
        Object.entries(COUNTED_STATES).map(([state, label]) => ({ queue, state: label, count: counted.get(`${queue} ${state}`) ?? 0 })),
      );
    },
    async start(options = {}) {
      // Instances starting together would create the same queue tables at once (and deadlock).
      await database.whileLocked(advisoryLocks.taskQueueSetup, async () => {
        if (await queuesInstalled(database, [SCHEDULES_QUEUE, ...definitions.keys()])) return;
        // pg-boss's schema, and a table per queue, are created by the schema's owner: the app's
        // role only reads and writes their rows (db/app-role.ts).
        await database.asOwner(async (owner) => {
          const installer = new PgBoss({ db: { executeSql: (text, values) => owner.executeSql(text, values) }, supervise: false, schedule: false });
          await installer.start();
          await installer.createQueue(SCHEDULES_QUEUE);
          for (const [name, definition] of definitions) {
            await installer.createQueue(name, {
              name,
              retryLimit: definition.retryLimit,
              retryDelay: definition.retryDelaySeconds,
              retryBackoff: definition.retryBackoff,
              expireInSeconds: definition.expireInSeconds,
              policy: definition.policy ?? 'standard',
            });
          }
          await installer.stop({ graceful: false, close: false });
        });
      });
      // From here tasks can be added (their tables exist); running them can start a moment later.
      started = true;
      const running = startRunning();
      if (!options.runInBackground) return running;
      startingToRun = running.catch((error: unknown) => log.error({ err: error }, 'task queue: the workers could not start'));
    },
    async stop() {
      if (!started) return;
      started = false;
      stopped = true;
      await startingToRun;
      await stopListening?.();
      // Running tries get a few seconds to finish; one cut off is tried again when it expires.
      await boss.stop({ graceful: true, wait: true, timeout: stopTimeoutSeconds * 1_000, close: false });
      // pg-boss stops waiting after its timeout; runs still going get a little longer, then pg-boss
      // records how they ended before the caller closes the database.
      await Promise.race([Promise.allSettled([...runningTasks]), delay(stopTimeoutSeconds * 1_000, undefined, { ref: false })]);
      await new Promise((resolve) => setImmediate(resolve));
      await Promise.allSettled([...bossQueries]);
    },
  };
}

/** pg-boss's own queue for schedules (its timekeeper makes it when it starts, which the app's role could not). */
const SCHEDULES_QUEUE = '__pgboss__send-it';

/** The version of pg-boss's tables this pg-boss installs (its own record of it). */
const PG_BOSS_SCHEMA_VERSION = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

/**
 * Whether pg-boss's tables are at this pg-boss's version and hold every queue named: a restart
 * with nothing new then skips the installer, whose start and one create per queue took 0.13 s of
 * a start on the embedded database. A queue's options are set when it is created either way.
 */
async function queuesInstalled(database: DatabaseHandle, names: string[]): Promise<boolean> {
  const { rows: tables } = await database.executeSql(`select to_regclass('pgboss.version') is not null and to_regclass('pgboss.queue') is not null as present`);
  if (!(tables[0] as { present: boolean } | undefined)?.present) return false;
  const { rows } = await database.executeSql(
    `select (select max(version) from pgboss.version) as version, (select count(*)::int from pgboss.queue where name = any($1::text[])) as queues`,
    [names],
  );
  const installed = rows[0] as { version: number | null; queues: number };
  return installed.version === PG_BOSS_SCHEMA_VERSION && installed.queues === names.length;
}

/** pg-boss's SQL text with `$n` placeholders, run on a Drizzle database or transaction. */
async function runOn(executor: Executor, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
  });
  const result = (await executor.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
  return { rows: result.rows };
}

/**
 * Waits until no task named `name` is waiting, due for a retry or running (each has finished, or
 * failed for good): for a script that must not stop before its work is done, and for tests.
 */
export async function waitUntilIdle(database: DatabaseHandle, name: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await database.executeSql(
      "select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry', 'active')",
      [name],
    );
    if ((rows[0] as { n: number } | undefined)?.n === 0) return;
    if (Date.now() > deadline) throw new Error(`tasks ${name} still waiting after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
