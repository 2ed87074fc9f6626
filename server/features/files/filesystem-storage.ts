import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, readableOf, verifyingStream, type FileStorage } from './file-storage.js';

/** Half-written files, beside the stored ones (a rename must not cross file systems). */
const WRITING_DIR = '.writing';

/**
 * Files in a folder (by default `$DATA_DIR/files`): the embedded default, nothing to set up. Each
 * put is written under a temporary name and renamed into place once whole and checked, so a key
 * never names a half-written file. Several instances share it only through a shared folder.
 */
export function filesystemStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    description: `files in ${root}`,

    async put(key, source, details) {
      const target = pathOf(key);
      const writing = path.join(root, WRITING_DIR, `${randomUUID()}.part`);
      await mkdir(path.dirname(writing), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const verify = verifyingStream(key, details);
      try {
        await pipeline(readableOf(source), verify.stream, createWriteStream(writing, { flags: 'wx' }));
        verify.check();
        await rename(writing, target);
      } catch (error) {
        await unlink(writing).catch(() => undefined);
        throw error;
      }
    },

    async get(key) {
      const file = pathOf(key);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      return createReadStream(file);
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },

    async removeUnfinishedWrites(before) {
      const folder = path.join(root, WRITING_DIR);
      const parts = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      let removed = 0;
      for (const part of parts) {
        const file = path.join(folder, part);
        const info = await stat(file).catch(() => undefined);
        if (!info || info.mtime.getTime() >= before.getTime()) continue;
        await unlink(file).catch(() => undefined);
        removed += 1;
      }
      return removed;
    },

    async *list() {
      const prefixes = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const prefix of prefixes) {
        if (!prefix.isDirectory() || prefix.name === WRITING_DIR) continue;
        for (const name of await readdir(path.join(root, prefix.name))) {
          const key = `${prefix.name}/${name}`;
          if (!isStorageKey(key)) continue;
          const info = await stat(path.join(root, key)).catch(() => undefined);
          if (info) yield { key, lastModified: info.mtime };
        }
      }
    },
  };
}
