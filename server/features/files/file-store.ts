import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storedFiles } from './stored-files.table.js';

export interface NewFile {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredFile extends NewFile {
  id: string;
  sizeBytes: number;
}

/**
 * Where uploads live. Saving takes the caller's transaction, so a file and the row that points at
 * it are stored together or not at all. The default keeps files in Postgres (`stored_files`).
 */
export interface FileStore {
  save(tx: Executor, file: NewFile): Promise<string>;
  open(db: Executor, id: string): Promise<StoredFile | undefined>;
}

export const postgresFileStore: FileStore = {
  async save(tx, file) {
    const [row] = await tx
      .insert(storedFiles)
      .values({
        filename: file.filename,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        data: file.bytes,
      })
      .returning({ id: storedFiles.id });
    return row!.id;
  },
  async open(db, id) {
    const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
    return row && { id: row.id, filename: row.filename, contentType: row.contentType, sizeBytes: row.sizeBytes, bytes: row.data };
  },
};
