import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { inject, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from './database.js';
import { databaseUrlFor, withAdminClient } from '../test/global-setup.js';

describe('migrations', () => {
  it('every SQL file is in the journal', () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const files = readdirSync(migrationsFolder).filter((file) => file.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`).sort()).toEqual(files.sort());
  });

  it('apply in full to an empty database, and again without effect', async () => {
    const backend = inject('testDatabase');
    const name = `empty_${randomBytes(4).toString('hex')}`;
    let url: string | undefined;
    if (backend.kind === 'postgres') {
      await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${name}"`));
      url = databaseUrlFor(backend.serverUrl, name);
    }
    try {
      const first = await openDatabase({ databaseUrl: url });
      const tables = (await first.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = tables.rows.map((row) => row.table_name);
      expect(names).toEqual(expect.arrayContaining(['users', 'single_use_tokens', 'outbox', 'stored_files', 'contact_messages', 'inquiries', 'franchise_applications']));
      await first.close();
      if (url) {
        const second = await openDatabase({ databaseUrl: url });
        await second.close();
      }
    } finally {
      if (backend.kind === 'postgres') {
        await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      }
    }
  });
});
