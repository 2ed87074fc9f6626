import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { findToken, spendToken } from '../features/single-use-tokens/single-use-tokens.public.js';
import { migrationsFolder, newPglite, type Database } from './database.js';
import { databaseUrlFor, withAdminClient } from '../test/global-setup.js';

const backend = inject('testDatabase');
const statementsOf = (file: string) =>
  readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
/** What the old tables and the single-use links both keep of a mailed token. */
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

interface Migrating {
  query<T>(text: string, values?: unknown[]): Promise<T[]>;
  /** The app's queries on the same database, once migrated. */
  db: Database;
}

/** An empty database on the run's backend (a new Postgres database, or an in-memory PGlite), dropped after `work`. */
async function withEmptyDatabase(work: (database: Migrating) => Promise<void>) {
  if (backend.kind === 'pglite') {
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await newPglite();
    try {
      await work({ query: async <T>(text: string, values?: unknown[]) => (await client.query<T>(text, values)).rows, db: drizzle(client) as unknown as Database });
    } finally {
      await client.close();
    }
    return;
  }
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const name = `single_use_${randomBytes(4).toString('hex')}`;
  await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${name}"`));
  try {
    await withAdminClient(databaseUrlFor(backend.serverUrl, name), (client) =>
      work({ query: async <T>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as T[], db: drizzle(client) as unknown as Database }),
    );
  } finally {
    await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
  }
}

/**
 * Migration 0025 on a database with reset and unlock links already mailed: the live ones move to the
 * single-use links and still open, the spent ones stay behind with the old tables.
 */
describe('migration 0025 (one single-use token table) on existing links', () => {
  it('keeps live reset and unlock links working, and drops the old tables', async () => {
    await withEmptyDatabase(async ({ query, db }) => {
      const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql')).sort();
      for (const file of files.filter((name) => name < '0025')) for (const statement of statementsOf(file)) await query(statement);

      const user = async (email: string) =>
        (await query<{ id: string }>(`insert into users (name, email, password_hash) values ('A', $1, 'x') returning id`, [email]))[0]!.id;
      const resetOwner = await user('reset@example.com');
      const unlockOwner = await user('unlock@example.com');
      const reset = (token: string, expiresIn: string, used = false) =>
        query(`insert into password_reset_tokens (user_id, token_hash, expires_at, used_at) values ($1, $2, now() + $3::interval, ${used ? 'now()' : 'null'})`, [
          resetOwner,
          sha256(token),
          expiresIn,
        ]);
      const unlock = (token: string, expiresIn: string, used = false) =>
        query(`insert into login_unlock_tokens (user_id, token_hash, expires_at, used_at) values ($1, $2, now() + $3::interval, ${used ? 'now()' : 'null'})`, [
          unlockOwner,
          sha256(token),
          expiresIn,
        ]);
      await reset('reset-live', '50 minutes');
      await reset('reset-live-too', '55 minutes');
      await reset('reset-used', '50 minutes', true);
      await reset('reset-expired', '-1 minute');
      await unlock('unlock-live', '20 hours');
      await unlock('unlock-used', '20 hours', true);
      await unlock('unlock-expired', '-1 minute');

      for (const statement of statementsOf(files.find((file) => file.startsWith('0025'))!)) await query(statement);

      const links = await query<{ purpose: string; token_hash: string; subject_id: string; email: string; used_at: Date | null }>(
        `select purpose, token_hash, subject_id, email, used_at from single_use_tokens order by purpose, expires_at`,
      );
      expect(links).toEqual([
        { purpose: 'login_unlock', token_hash: sha256('unlock-live'), subject_id: unlockOwner, email: 'unlock@example.com', used_at: null },
        { purpose: 'password_reset', token_hash: sha256('reset-live'), subject_id: resetOwner, email: 'reset@example.com', used_at: null },
        { purpose: 'password_reset', token_hash: sha256('reset-live-too'), subject_id: resetOwner, email: 'reset@example.com', used_at: null },
      ]);
      const gone = await query<{ resets: string | null; unlocks: string | null }>(
        `select to_regclass('password_reset_tokens')::text as resets, to_regclass('login_unlock_tokens')::text as unlocks`,
      );
      expect(gone).toEqual([{ resets: null, unlocks: null }]);

      // The links mailed before the migration open as the app looks them up now, each once.
      expect(await findToken(db, 'password_reset', 'reset-live')).toMatchObject({ subjectId: resetOwner, usedAt: null, expired: false });
      expect(await findToken(db, 'password_reset', 'reset-used')).toBeUndefined();
      expect(await spendToken(db, 'password_reset', 'reset-live-too')).toEqual({ subjectId: resetOwner, email: 'reset@example.com' });
      expect(await spendToken(db, 'login_unlock', 'reset-live')).toBeUndefined();
      expect(await spendToken(db, 'login_unlock', 'unlock-live')).toEqual({ subjectId: unlockOwner, email: 'unlock@example.com' });
      expect(await spendToken(db, 'login_unlock', 'unlock-live')).toBeUndefined();
    });
    // Every migration one statement at a time: an embedded database on a busy machine needs its while.
  }, 120_000);
});
