import type { Config } from '../config.js';
import { readAll } from '../features/files/file-storage.js';
import { openFileStorage } from '../features/files/open-file-storage.js';

/**
 * The bytes a `stored_files` row names, read from the file storage `config` names (as the app
 * under test does). Fails when the row still holds bytes itself: new files never do.
 */
export async function storedFileBytes(config: Config, row: { storageKey: string | null; data: Buffer | null } | undefined): Promise<Buffer> {
  if (!row?.storageKey || row.data !== null) throw new Error('The row does not point at the file storage (or still holds the bytes itself)');
  const stream = await openFileStorage(config.fileStorage).get(row.storageKey);
  if (!stream) throw new Error(`Nothing in the file storage under ${row.storageKey}`);
  return readAll(stream);
}

/** Every key in the file storage `config` names. */
export async function storageKeys(config: Config): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of openFileStorage(config.fileStorage).list()) keys.push(object.key);
  return keys;
}
