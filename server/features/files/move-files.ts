import { and, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { newStorageKey, readAll, sha256Of, type FileStorage } from './file-storage.js';
import { storedFiles } from './stored-files.table.js';

export interface MoveReport {
  moved: number;
  /** Rows whose bytes do not match their own checksum or size: left as they are, bytes kept. */
  refused: { id: string; reason: 'checksum' | 'size' }[];
  /** Rows another instance moved meanwhile (the bytes put here were removed again). */
  movedElsewhere: number;
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** Rows still holding their bytes in Postgres (from before the file storage). */
export async function countFilesToMove(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(storedFiles).where(and(isNull(storedFiles.storageKey), isNotNull(storedFiles.data)));
  return row?.count ?? 0;
}

/**
 * Moves every file still held in `stored_files.data` into `storage`, one row at a time, so a stop
 * at any point loses nothing and the next run goes on from there; a run with nothing to move does
 * nothing. For each row: its bytes must match the row's own SHA-256 and size (else the row is
 * refused and keeps them); they are put under a new key, read back and checked again; only then
 * does one UPDATE set the key and clear the bytes, on the condition that no one else did first
 * (two instances starting at once), whose loser removes its copy.
 */
export async function moveFilesToStorage(db: Executor, storage: FileStorage, log?: Logger): Promise<MoveReport> {
  const report: MoveReport = { moved: 0, refused: [], movedElsewhere: 0 };
  for (;;) {
    const skipped = report.refused.map((row) => row.id);
    const [row] = await db
      .select({ id: storedFiles.id, contentType: storedFiles.contentType, sizeBytes: storedFiles.sizeBytes, sha256: storedFiles.sha256, data: storedFiles.data })
      .from(storedFiles)
      .where(and(isNull(storedFiles.storageKey), isNotNull(storedFiles.data), skipped.length > 0 ? notInArray(storedFiles.id, skipped) : undefined))
      .orderBy(storedFiles.id)
      .limit(1);
    if (!row?.data) break;
    const bytes = row.data;
    const problem = bytes.length !== row.sizeBytes ? 'size' : sha256Of(bytes) !== row.sha256 ? 'checksum' : undefined;
    if (problem) {
      report.refused.push({ id: row.id, reason: problem });
      log?.warn({ fileId: row.id, reason: problem }, 'a stored file does not match its row: left in the database');
      continue;
    }
    const key = newStorageKey();
    await storage.put(key, bytes, { size: bytes.length, contentType: row.contentType, sha256: row.sha256 });
    const stream = await storage.get(key);
    const readBack = stream ? await readAll(stream) : undefined;
    if (!readBack || sha256Of(readBack) !== row.sha256) {
      await storage.delete(key);
      throw new Error(`The file storage (${storage.description}) did not give back the bytes of file ${row.id} as they were put: nothing was cleared`);
    }
    const updated = await db
      .update(storedFiles)
      .set({ storageKey: key, data: null })
      .where(and(eq(storedFiles.id, row.id), isNull(storedFiles.storageKey)))
      .returning({ id: storedFiles.id });
    if (updated.length === 0) {
      await storage.delete(key);
      report.movedElsewhere += 1;
      continue;
    }
    report.moved += 1;
    if (report.moved % 500 === 0) log?.info({ moved: report.moved }, 'moving files into the file storage');
  }
  return report;
}

/**
 * At start-up: when rows still hold their bytes (a site upgraded from before the file storage),
 * moves them in the background while the site serves (an unmoved file is served from its row
 * meanwhile). One instance moves at a time (an advisory lock); the others find nothing left.
 * A failure is logged, never fatal: the next start, or `npm run files:migrate`, goes on from there.
 */
export async function moveFilesAtStartUp(
  database: { db: Executor; whileLocked<T>(lock: string, work: () => Promise<T>): Promise<T> },
  storage: FileStorage,
  log: Logger & { error(details: object, message: string): void },
): Promise<void> {
  try {
    if ((await countFilesToMove(database.db)) === 0) return;
    const report = await database.whileLocked('files.move-to-storage', async () => {
      const left = await countFilesToMove(database.db);
      if (left === 0) return undefined;
      log.info({ files: left, storage: storage.description }, 'moving files out of the database into the file storage');
      return moveFilesToStorage(database.db, storage, log);
    });
    if (!report) return;
    const message = report.refused.length > 0 ? 'files moved; some do not match their checksum and were left in the database' : 'files moved into the file storage';
    (report.refused.length > 0 ? log.warn : log.info).call(log, { moved: report.moved, refused: report.refused }, message);
  } catch (error) {
    log.error({ err: error }, 'moving files into the file storage stopped: it goes on at the next start, or with npm run files:migrate');
  }
}
