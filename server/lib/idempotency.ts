import type { Database, Transaction } from '../db/database.js';

/** Thrown inside the transaction to undo it (the file saved with it too) when the key is taken. */
class KeyAlreadyUsed extends Error {}

export interface StoreOnceSteps<T> {
  /** What was stored under the key, if anything was. */
  findByKey(db: Database, key: string): Promise<T | undefined>;
  /** Stores the submission; answers undefined when its insert met the key's unique index (ON CONFLICT DO NOTHING). */
  store(tx: Transaction): Promise<T | undefined>;
}

/**
 * Stores a submission once per idempotency key. A retry after the first committed finds it
 * straight away; a concurrent duplicate waits on the unique index inside its own transaction, then
 * rolls back everything it wrote (the uploaded file included) and answers what the first stored.
 * Without a key, every submission is stored.
 */
export async function storeOnce<T>(db: Database, key: string | undefined, steps: StoreOnceSteps<T>): Promise<{ value: T; replayed: boolean }> {
  if (key) {
    const earlier = await steps.findByKey(db, key);
    if (earlier !== undefined) return { value: earlier, replayed: true };
  }
  try {
    const value = await db.transaction(async (tx) => {
      const stored = await steps.store(tx);
      if (stored === undefined) throw new KeyAlreadyUsed();
      return stored;
    });
    return { value, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyAlreadyUsed) || !key) throw error;
    const earlier = await steps.findByKey(db, key);
    if (earlier === undefined) throw new Error('an idempotency key conflicted but no row holds it', { cause: error });
    return { value: earlier, replayed: true };
  }
}
