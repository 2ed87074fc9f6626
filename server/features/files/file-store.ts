import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/errors.js';
import { newStorageKey, readAll, sha256Of, type FileStorage } from './file-storage.js';
import { storedFiles } from './stored-files.table.js';

export interface NewFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/** A file whose bytes are in the storage, and whose row is yet to be written (`FileStore.save`). */
export interface StagedFile {
  key: string;
  filename: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

export interface StoredFile extends NewFile {
  id: string;
  sizeBytes: number;
}

/** Saves a whole file at once, bytes and row: for seeds and tests that need a stored document. */
export interface FileSaver {
  saveFile(db: Executor, file: NewFile): Promise<string>;
}

/**
 * Uploaded documents: bytes in the file storage, a row in `stored_files` that names them. The
 * bytes are put first (`stage`), then the row is written in the caller's transaction (`save`);
 * `keepIfSaved` wraps that transaction and removes the bytes again when no row came of it (a
 * rolled-back, refused or replayed submission). A crash between the two leaves bytes no row
 * names, which the hourly orphan clean-up removes (orphan-files.ts).
 */
export interface FileStore extends FileSaver {
  readonly storage: FileStorage;
  stage(file: NewFile): Promise<StagedFile>;
  save(tx: Executor, file: StagedFile): Promise<string>;
  keepIfSaved<T>(db: Executor, file: StagedFile, work: () => Promise<T>): Promise<T>;
  open(db: Executor, id: string): Promise<StoredFile | undefined>;
}

export const fileStoreMessages = {
  cannotStore: 'We could not store your file just now. Please try again in a minute.',
  cannotRead: 'The document store cannot be reached right now. Please try again in a minute.',
};

export function createFileStore(storage: FileStorage, log?: { warn(details: object, message: string): void }): FileStore {
  const store: FileStore = {
    storage,

    async stage(file) {
      const staged: StagedFile = { key: newStorageKey(), filename: file.filename, contentType: file.contentType, sizeBytes: file.bytes.length, sha256: sha256Of(file.bytes) };
      try {
        await storage.put(staged.key, file.bytes, { size: staged.sizeBytes, contentType: staged.contentType, sha256: staged.sha256 });
      } catch (error) {
        log?.warn({ err: error, storage: storage.description }, 'a file could not be stored');
        throw new AppError(503, 'files.storage_unavailable', fileStoreMessages.cannotStore);
      }
      return staged;
    },

    async save(tx, file) {
      const [row] = await tx
        .insert(storedFiles)
        .values({ filename: file.filename, contentType: file.contentType, sizeBytes: file.sizeBytes, sha256: file.sha256, storageKey: file.key })
        .returning({ id: storedFiles.id });
      return row!.id;
    },

    async keepIfSaved(db, file, work) {
      try {
        return await work();
      } finally {
        const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.storageKey, file.key)).limit(1);
        if (!row) {
          // Left for the orphan clean-up when the storage does not answer now.
          await storage.delete(file.key).catch((error: unknown) => log?.warn({ err: error, key: file.key }, 'an unused file could not be removed'));
        }
      }
    },

    async saveFile(db, file) {
      const staged = await store.stage(file);
      return store.keepIfSaved(db, staged, () => store.save(db, staged));
    },

    async open(db, id) {
      const [row] = await db
        .select({ id: storedFiles.id, filename: storedFiles.filename, contentType: storedFiles.contentType, storageKey: storedFiles.storageKey, data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.id, id))
        .limit(1);
      if (!row) return undefined;
      let bytes = row.data;
      if (row.storageKey) {
        try {
          const stream = await storage.get(row.storageKey);
          bytes = stream ? await readAll(stream) : null;
        } catch (error) {
          log?.warn({ err: error, storage: storage.description }, 'a file could not be read');
          throw new AppError(503, 'files.storage_unavailable', fileStoreMessages.cannotRead);
        }
      }
      // A row whose bytes are gone answers as no file at all.
      if (!bytes) return undefined;
      return { id: row.id, filename: row.filename, contentType: row.contentType, sizeBytes: bytes.length, bytes };
    },
  };
  return store;
}

/**
 * How files were saved before the file storage: the bytes in the row. Seeds and tests use it to
 * make the rows a site upgraded from then still has, which the move (move-files.ts) takes out.
 */
export const bytesInRowFileSaver: FileSaver = {
  async saveFile(db, file) {
    const [row] = await db
      .insert(storedFiles)
      .values({ filename: file.filename, contentType: file.contentType, sizeBytes: file.bytes.length, sha256: sha256Of(file.bytes), data: file.bytes })
      .returning({ id: storedFiles.id });
    return row!.id;
  },
};
