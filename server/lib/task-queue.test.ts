import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { openTestDatabase } from '../test/test-database.js';
import { createTaskQueue, type TaskQueue } from './task-queue.js';

const SLOW_TASK = 'test-slow-task';

/** A task that runs until the test lets it go, then fails (as code whose database has closed does). */
function gatedTask() {
  let letGo: () => void = () => {};
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => (started = resolve));
  return {
    running,
    letGo,
    async run() {
      started();
      await gate;
      throw new Error('the database went away under this task');
    },
  };
}

async function jobState(database: DatabaseHandle) {
  const { rows } = await database.executeSql(`select state from pgboss.job where name = $1`, [SLOW_TASK]);
  return (rows as { state: string }[]).map((row) => row.state);
}

describe('stopping the task queue while a task runs', () => {
  let database: DatabaseHandle;
  let queue: TaskQueue;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeEach(async () => {
    unhandled.length = 0;
    process.on('unhandledRejection', onUnhandled);
    database = await openTestDatabase();
  });
  afterEach(async () => {
    process.off('unhandledRejection', onUnhandled);
  });

  async function startWith(task: ReturnType<typeof gatedTask>) {
    queue = createTaskQueue({ database, log: pino({ level: 'silent' }), pollingSeconds: 0.5, stopTimeoutSeconds: 1 });
    queue.define(SLOW_TASK, { retryLimit: 1, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 60, run: () => task.run() });
    await queue.start();
    await database.db.transaction((tx) => queue.enqueue(tx, SLOW_TASK, {}));
    await task.running;
  }

  it('lets a task that ends within the grace period record its end before stop() returns', async () => {
    const task = gatedTask();
    await startWith(task);
    setTimeout(task.letGo, 1_500);
    await queue.stop();
    // The try failed and was recorded: it waits for its retry.
    expect(await jobState(database)).toEqual(['retry']);
    await database.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(unhandled).toEqual([]);
  });

  it('never leaves an unhandled rejection when a task outlives stop() and the database closes under it', async () => {
    const task = gatedTask();
    await startWith(task);
    await queue.stop();
    await database.close();
    task.letGo();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unhandled).toEqual([]);
  });
});

describe("a server's start, whose workers start in the background", () => {
  it('takes a task as soon as start() returns, and runs it once its workers are up', async () => {
    const database = await openTestDatabase();
    const queue = createTaskQueue({ database, log: pino({ level: 'silent' }), pollingSeconds: 0.5, stopTimeoutSeconds: 1 });
    let ran: (data: object) => void = () => {};
    const done = new Promise<object>((resolve) => (ran = resolve));
    queue.define('test-quick-task', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async ({ data }) => ran(data) });
    await queue.start({ runInBackground: true });
    await database.db.transaction((tx) => queue.enqueue(tx, 'test-quick-task', { n: 1 }));
    expect(await done).toEqual({ n: 1 });
    await queue.stop();
    await database.close();
  });

  it('stops cleanly when stopped while its workers are still starting', async () => {
    const database = await openTestDatabase();
    const queue = createTaskQueue({ database, log: pino({ level: 'silent' }), pollingSeconds: 0.5, stopTimeoutSeconds: 1 });
    queue.define('test-quick-task', { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async () => {} });
    await queue.start({ runInBackground: true });
    await queue.stop();
    await database.close();
  });
});

describe('a restart', () => {
  const quickTask = (run: (data: object) => void) => ({ retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60, run: async ({ data }: { data: object }) => run(data) });

  it("makes no table when nothing is new, and makes a queue's table when it defines one the last start did not", async () => {
    const database = await openTestDatabase();
    let ownerUses = 0;
    const counted: DatabaseHandle = { ...database, asOwner: (work) => ((ownerUses += 1), database.asOwner(work)) };
    const startWith = async (names: string[], run: (data: object) => void = () => {}) => {
      const queue = createTaskQueue({ database: counted, log: pino({ level: 'silent' }), pollingSeconds: 0.5, stopTimeoutSeconds: 1 });
      for (const name of names) queue.define(name, quickTask(run));
      await queue.start();
      return queue;
    };

    await (await startWith(['test-first'])).stop();
    expect(ownerUses).toBe(1);
    await (await startWith(['test-first'])).stop();
    expect(ownerUses).toBe(1);

    let ran: (data: object) => void = () => {};
    const done = new Promise<object>((resolve) => (ran = resolve));
    const restarted = await startWith(['test-first', 'test-added'], ran);
    expect(ownerUses).toBe(2);
    await database.db.transaction((tx) => restarted.enqueue(tx, 'test-added', { n: 2 }));
    expect(await done).toEqual({ n: 2 });
    await restarted.stop();
    await database.close();
  });
});
