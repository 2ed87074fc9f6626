import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder, newPglite, type Database } from '../../db/database.js';
import { databaseUrlFor, withAdminClient } from '../../test/global-setup.js';
import { GENESIS_HASH, verifyAuditChain } from './audit-chain.js';
import { readChainPage } from './audit-log.repository.js';

/** The migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

/** An empty database of the test run's kind, migrated only when asked. */
async function emptyDatabase(): Promise<{ db: Database; migrateFrom(folder: string): Promise<void>; close(): Promise<void> }> {
  const backend = inject('testDatabase');
  if (backend.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await newPglite();
    const db = drizzle(client);
    return { db: db as unknown as Database, migrateFrom: (folder) => migrate(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `audit_backfill_${randomBytes(4).toString('hex')}`;
  await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${name}"`));
  const pool = new pg.Pool({ connectionString: databaseUrlFor(backend.serverUrl, name), max: 1 });
  const db = drizzle(pool);
  return {
    db: db as unknown as Database,
    migrateFrom: (folder) => migrate(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0015 on a log that already has rows', () => {
  it('chains them in the order the log lists them, and new rows follow on', async () => {
    const { db, migrateFrom, close } = await emptyDatabase();
    try {
      const before = migrationsBefore('0015_audit_chain');
      folders.push(before);
      await migrateFrom(before);
      const actor = '00000000-0000-4000-8000-000000000001';
      // Written out of order, two at the same instant (then ordered by id), one with a detail to encode.
      await db.execute(sql`
        insert into audit_log (id, occurred_at, actor_id, actor_email, action, target_type, target_id, detail) values
          ('00000000-0000-4000-8000-00000000000c', '2026-03-01T10:00:00.123456Z', ${actor}, 'a@example.com', 'job.created', 'job', 'j1', '{"title": "Ünïcödé"}'),
          ('00000000-0000-4000-8000-00000000000a', '2026-01-01T10:00:00Z', ${actor}, 'a@example.com', 'job.closed', 'job', 'j1', '{}'),
          ('00000000-0000-4000-8000-00000000000b', '2026-01-01T10:00:00Z', ${actor}, 'a@example.com', 'job.reopened', 'job', null, '{"n": 1.50}')`);

      await migrateFrom(migrationsFolder);
      const rows = await readChainPage(db, 0, 10);
      expect(rows.map((row) => [row.sequence, row.id.slice(-1)])).toEqual([
        [1, 'a'],
        [2, 'b'],
        [3, 'c'],
      ]);
      expect(rows[0]!.previousHash).toBe(GENESIS_HASH);
      expect(rows[2]!.occurredAt).toBe('2026-03-01T10:00:00.123456Z');
      expect(await verifyAuditChain(db)).toMatchObject({ rowCount: 3, intact: true, firstBreak: null });

      await db.execute(sql`insert into audit_log (actor_id, actor_email, action, target_type) values (${actor}, 'a@example.com', 'mail.resent', 'mail')`);
      const after = await readChainPage(db, 0, 10);
      expect(after.at(-1)).toMatchObject({ sequence: 4, previousHash: rows[2]!.hash });
      expect(await verifyAuditChain(db)).toMatchObject({ rowCount: 4, intact: true });
      // Still append-only once chained.
      await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    } finally {
      await close();
    }
  });
});
