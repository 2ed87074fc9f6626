import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { FileStorage } from './file-storage.js';
import { storedFiles } from './stored-files.table.js';

/**
 * How old a key no row names must be before it is removed. A submission puts its file, then
 * commits its row within seconds, and the move (move-files.ts) likewise: a day leaves any of them,
 * and a clock off by hours between the store and the database, far behind.
 */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;

/** Keys looked up in one query. */
const BATCH = 500;

/**
 * Removes from `storage` every key written before `now - graceMs` that no row of `stored_files`
 * names: the file of a submission whose instance died between storing it and committing its row.
 * Answers how many were removed.
 */
export async function removeOrphanFiles(db: Executor, storage: FileStorage, now: Date, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const before = now.getTime() - graceMs;
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const named = await db.select({ key: storedFiles.storageKey }).from(storedFiles).where(inArray(storedFiles.storageKey, batch));
    const kept = new Set(named.map((row) => row.key));
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const object of storage.list()) {
    if (object.lastModified.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await sweep();
  }
  if (batch.length > 0) await sweep();
  // A put cut off mid-write left its part file, which names no key at all.
  removed += (await storage.removeUnfinishedWrites?.(new Date(before))) ?? 0;
  return removed;
}
