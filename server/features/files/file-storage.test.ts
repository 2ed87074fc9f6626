import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { startTestS3Server, type TestS3Server } from '../../test/s3-server.js';
import { openTestDatabase } from '../../test/test-database.js';
import { bytesInRowFileSaver, createFileStore } from './file-store.js';
import { newStorageKey, readAll, sha256Of, StorageMismatchError, type FileStorage } from './file-storage.js';
import { filesystemStorage } from './filesystem-storage.js';
import { countFilesToMove, moveFilesToStorage } from './move-files.js';
import { removeOrphanFiles } from './orphan-files.js';
import { s3Client, s3Storage } from './s3-storage.js';
import { storedFiles } from './stored-files.table.js';

let database: DatabaseHandle;
let s3: TestS3Server;
let folder: string;
/** The S3 requests sent, by command name (to see a multipart upload happen). */
const s3Commands: string[] = [];

beforeAll(async () => {
  [database, s3] = await Promise.all([openTestDatabase(), startTestS3Server()]);
  folder = mkdtempSync(path.join(tmpdir(), 'file-storage-test-'));
}, 60_000);
afterAll(async () => {
  await Promise.all([database?.close(), s3?.close()]);
  rmSync(folder, { recursive: true, force: true });
});

const adapters: [string, () => FileStorage][] = [
  ['the filesystem', () => filesystemStorage(folder)],
  [
    'an S3 API server',
    () => {
      const client = s3Client(s3.settings);
      client.middlewareStack.add((next, context) => (args) => {
        s3Commands.push(context.commandName ?? '');
        return next(args);
      }, { step: 'initialize' });
      return s3Storage(s3.settings, client);
    },
  ],
];

const details = (bytes: Buffer) => ({ size: bytes.length, contentType: 'application/pdf', sha256: sha256Of(bytes) });
const keysIn = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const object of storage.list()) keys.push(object.key);
  return keys;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(adapters)('file storage on %s', (name, open) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = open();
  });

  it('takes a 5.5 MB file streamed in (in parts, on S3), gives it back byte for byte, and deletes it', async () => {
    // Larger than one 5 MiB part: S3 gets it as a multipart upload.
    const bytes = randomBytes(5.5 * 1024 * 1024);
    const key = newStorageKey();
    const commandsBefore = s3Commands.length;
    // Sent in 64 kB chunks, as a file read from disk arrives.
    const chunks = Array.from({ length: Math.ceil(bytes.length / 65_536) }, (_, i) => bytes.subarray(i * 65_536, (i + 1) * 65_536));
    await storage.put(key, Readable.from(chunks), details(bytes));
    if (name === 'an S3 API server') {
      expect(s3Commands.slice(commandsBefore)).toEqual(expect.arrayContaining(['CreateMultipartUploadCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']));
    }
    const back = await readAll((await storage.get(key))!);
    expect(back.length).toBe(bytes.length);
    expect(back.equals(bytes)).toBe(true);
    expect(await keysIn(storage)).toContain(key);

    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await keysIn(storage)).not.toContain(key);
    await storage.delete(key); // a missing key: nothing to do
  });

  it('refuses bytes that do not match their checksum or size, keeping nothing under the key', async () => {
    const bytes = randomBytes(200_000);
    const key = newStorageKey();
    await expect(storage.put(key, bytes, { ...details(bytes), sha256: sha256Of(Buffer.from('other')) })).rejects.toBeInstanceOf(StorageMismatchError);
    await expect(storage.put(key, bytes, { ...details(bytes), size: bytes.length - 1 })).rejects.toBeInstanceOf(StorageMismatchError);
    expect(await storage.get(key)).toBeUndefined();
    expect(await keysIn(storage)).not.toContain(key);
    if (name === 'the filesystem') expect(readdirSync(path.join(folder, '.writing'))).toEqual([]);
  });

  it('removes a file whose row was rolled back, and keeps one whose row was committed', async () => {
    const store = createFileStore(storage);
    const file = { filename: 'resume.pdf', contentType: 'application/pdf', bytes: randomBytes(50_000) };
    const rolledBack = await store.stage(file);
    await expect(
      store.keepIfSaved(database.db, rolledBack, () =>
        database.db.transaction(async (tx) => {
          await store.save(tx, rolledBack);
          throw new Error('the application could not be stored');
        }),
      ),
    ).rejects.toThrow('the application could not be stored');
    expect(await storage.get(rolledBack.key)).toBeUndefined();

    const committed = await store.stage(file);
    const id = await store.keepIfSaved(database.db, committed, () => database.db.transaction((tx) => store.save(tx, committed)));
    expect((await store.open(database.db, id))?.bytes.equals(file.bytes)).toBe(true);
    const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
    expect(row).toMatchObject({ storageKey: committed.key, data: null, sizeBytes: 50_000, sha256: sha256Of(file.bytes) });
  });

  it('removes, in the clean-up, a key no row names once it is older than the grace period', async () => {
    const store = createFileStore(storage);
    const named = await store.saveFile(database.db, { filename: 'kept.pdf', contentType: 'application/pdf', bytes: randomBytes(1_000) });
    const [namedRow] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, named));
    // A submission that died between storing its file and committing its row, some time ago…
    const oldOrphan = newStorageKey();
    await storage.put(oldOrphan, Buffer.from('old orphan'), details(Buffer.from('old orphan')));
    await pause(2_100);
    // …and one that may still be about to commit its row.
    const newOrphan = newStorageKey();
    await storage.put(newOrphan, Buffer.from('new orphan'), details(Buffer.from('new orphan')));

    // Graced 1.5 s here (a day in production): S3 keeps times to the second.
    const removed = await removeOrphanFiles(database.db, storage, new Date(), 1_500);
    const keys = await keysIn(storage);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(keys).not.toContain(oldOrphan);
    expect(keys).toContain(newOrphan);
    expect(keys).toContain(namedRow!.storageKey);
  });

  it.runIf(name === 'the filesystem')('removes, in the same clean-up, part files a put left when its instance died mid-write', async () => {
    const parts = path.join(folder, '.writing');
    mkdirSync(parts, { recursive: true });
    const old = path.join(parts, 'died-mid-write.part');
    const fresh = path.join(parts, 'still-writing.part');
    writeFileSync(old, 'half a resume');
    utimesSync(old, new Date(Date.now() - 3_000), new Date(Date.now() - 3_000));
    writeFileSync(fresh, 'being written now');

    await removeOrphanFiles(database.db, storage, new Date(), 1_500);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    rmSync(fresh);
  });

  it('moves files out of Postgres: checksum checked first, a mismatch refused with its bytes kept, resumable and idempotent', async () => {
    const good = [randomBytes(30_000), randomBytes(40_000), randomBytes(50_000)];
    const goodIds = [];
    for (const bytes of good) goodIds.push(await bytesInRowFileSaver.saveFile(database.db, { filename: 'old.pdf', contentType: 'application/pdf', bytes }));
    // A row whose bytes were damaged after they were stored: its checksum no longer matches.
    const damagedBytes = randomBytes(10_000);
    const [damaged] = await database.db
      .insert(storedFiles)
      .values({ filename: 'damaged.pdf', contentType: 'application/pdf', sizeBytes: damagedBytes.length, sha256: sha256Of(randomBytes(10_000)), data: damagedBytes })
      .returning();
    expect(await countFilesToMove(database.db)).toBe(4);

    // The move stops after the first file (the store goes away): that one is moved, the rest untouched.
    let puts = 0;
    const failing: FileStorage = {
      ...storage,
      put: async (key, source, putDetails) => {
        puts += 1;
        if (puts > 1) throw new Error('connection reset');
        return storage.put(key, source, putDetails);
      },
    };
    await expect(moveFilesToStorage(database.db, failing)).rejects.toThrow('connection reset');
    expect(await countFilesToMove(database.db)).toBe(3);

    // Run again: goes on from there.
    const report = await moveFilesToStorage(database.db, storage);
    expect(report.moved).toBe(2);
    expect(report.refused).toEqual([{ id: damaged!.id, reason: 'checksum' }]);
    for (const [index, id] of goodIds.entries()) {
      const [row] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, id));
      expect(row!.data).toBeNull();
      expect((await readAll((await storage.get(row!.storageKey!))!)).equals(good[index]!)).toBe(true);
    }
    const [kept] = await database.db.select().from(storedFiles).where(eq(storedFiles.id, damaged!.id));
    expect(kept!.storageKey).toBeNull();
    expect(kept!.data!.equals(damagedBytes)).toBe(true);

    // Once more: nothing left to move, nothing put.
    const keysBefore = (await keysIn(storage)).length;
    expect(await moveFilesToStorage(database.db, storage)).toEqual({ moved: 0, refused: [{ id: damaged!.id, reason: 'checksum' }], movedElsewhere: 0 });
    expect((await keysIn(storage)).length).toBe(keysBefore);
    // The damaged row is for an operator to look at; tidy it so the next adapter starts alike.
    await database.db.delete(storedFiles).where(eq(storedFiles.id, damaged!.id));
  });
});
