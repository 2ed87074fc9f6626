import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeWithServers } from '../test/needs-server.js';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './database.js';

/**
 * Postgres ends a connection when it restarts, fails over, or an operator calls
 * pg_terminate_backend. A connection lent out by the pool between two of its queries has no
 * listener of its own; without one, its error would end the whole server.
 */
describeWithServers(['postgres'], 'a connection lost while lent out', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const firstPid = (result: unknown) => ((result as { rows: { pid: number }[] }).rows[0] as { pid: number }).pid;
  const terminate = async (pid: number) => {
    await database.executeSql('select pg_terminate_backend($1)', [pid]);
    // The termination reaches the lent connection as a message of its own, between queries.
    await new Promise((resolve) => setTimeout(resolve, 200));
  };

  it('fails the transaction that held it, and the next query gets a fresh connection', async () => {
    const transaction = database.db.transaction(async (tx) => {
      await terminate(firstPid(await tx.execute(sql`select pg_backend_pid() as pid`)));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(await database.executeSql('select 41 + 1 as answer')).toEqual({ rows: [{ answer: 42 }] });
  });

  it('fails a lock holder whose connection went, and the next lock is taken on a fresh one', async () => {
    const lockPid = async () => {
      return firstPid(await database.executeSql("select pid from pg_locks where locktype = 'advisory' and objid = 4242 and granted"));
    };
    const held = database.whileLocked(4242, async () => {
      await terminate(await lockPid());
      return 'work done';
    });
    await expect(held).rejects.toThrow();
    await expect(database.whileLocked(4242, async () => lockPid())).resolves.toEqual(expect.any(Number));
  });
});
