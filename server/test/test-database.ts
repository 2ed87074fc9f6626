import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { databaseUrlFor, withAdminClient } from './global-setup.js';

/** A database of its own for one test file: a clone of the migrated template, dropped on close. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const backend = inject('testDatabase');
  if (backend.kind === 'pglite') return openDatabase({});

  const name = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
  await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${name}" template "${backend.templateName}"`));
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(backend.serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    },
  };
}
