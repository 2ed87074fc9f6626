import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isNull } from 'drizzle-orm';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../server/db/database.js';
import { bytesInRowFileSaver } from '../server/features/files/file-store.js';
import { storedFiles } from '../server/features/files/stored-files.table.js';
import { databaseUrlFor, withAdminClient } from '../server/test/global-setup.js';
import { describeWithServers } from '../server/test/needs-server.js';
import { removeDataDir, startServerProcess, stopServerProcess, type ServerProcess } from './server-process.js';

/**
 * A site upgraded from before the file storage: its documents are still bytes in Postgres. The
 * server's start-up moves them into the file storage (here the filesystem default under DATA_DIR)
 * while it serves, and leaves a row whose bytes do not match its checksum as it was.
 */
const backend = inject('testDatabase');

let databaseName: string | undefined;
let database: DatabaseHandle | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServerProcess(server);
  await database?.close();
  if (backend.kind === 'postgres' && databaseName) {
    await withAdminClient(backend.serverUrl, (client) => client.query(`drop database if exists "${databaseName}" with (force)`));
  }
  if (server) removeDataDir(server);
});

describeWithServers(['postgres'], 'documents kept in Postgres before the file storage', () => {
  it('are moved into it at start-up, checksums checked, a damaged one left in its row', async () => {
    if (backend.kind !== 'postgres') return;
    databaseName = `${backend.templateName}_f${randomBytes(4).toString('hex')}`;
    await withAdminClient(backend.serverUrl, (client) => client.query(`create database "${databaseName}"`));
    const databaseUrl = databaseUrlFor(backend.serverUrl, databaseName);
    database = await openDatabase({ databaseUrl });
    const documents = [randomBytes(120_000), randomBytes(80_000), randomBytes(200_000)];
    for (const bytes of documents) await bytesInRowFileSaver.saveFile(database.db, { filename: 'resume.pdf', contentType: 'application/pdf', bytes });
    await database.db.insert(storedFiles).values({ filename: 'damaged.pdf', contentType: 'application/pdf', sizeBytes: 3, sha256: '0'.repeat(64), data: Buffer.from('abc') });

    server = await startServerProcess('move', {
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'files-move-at-start-secret-of-enough-length',
      STRIPE_SECRET_KEY: 'sk_test_files_move',
      STRIPE_WEBHOOK_SECRET: 'whsec_files_move',
    });
    expect(server.output.join('\n')).toContain(`files: files in ${path.join(server.dataDir, 'files')}`);

    await expect.poll(async () => (await database!.db.select({ id: storedFiles.id }).from(storedFiles).where(isNull(storedFiles.data))).length, { timeout: 15_000 }).toBe(3);
    const rows = await database.db.select().from(storedFiles);
    for (const bytes of documents) {
      const row = rows.find((candidate) => candidate.sizeBytes === bytes.length)!;
      expect(row.data).toBeNull();
      expect(readFileSync(path.join(server.dataDir, 'files', row.storageKey!)).equals(bytes)).toBe(true);
    }
    const damaged = rows.find((row) => row.filename === 'damaged.pdf')!;
    expect(damaged.storageKey).toBeNull();
    expect(damaged.data?.toString()).toBe('abc');
    await expect.poll(() => server!.output.join('\n'), { timeout: 5_000 }).toContain('some do not match their checksum and were left in the database');
  }, 90_000);
});
