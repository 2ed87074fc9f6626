import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/errors.js';
import type { FileStore, StoredFile } from './file-store.js';
import { checkPdf } from './pdf-checker.js';

/** Enough for an admin paging through a few applicants' resumes without parsing each again. */
const CACHE_MAX_BYTES = 32 * 1024 * 1024;
const CACHE_MAX_FILES = 64;

export const unsafePdfMessage = 'This document could not be checked for scripts, so it is not shown.';

/**
 * Every PDF leaves the store without scripts, whatever it was stored as. Uploads are already
 * cleaned when they arrive; this also covers files stored before that (and any other writer),
 * so no one-off migration has to have run. Stored files never change, so the cleaned bytes are
 * kept by id in a small in-memory cache (least recently used first out).
 */
export function scriptFreeFileStore(inner: FileStore): FileStore {
  // A file larger than the whole cache is simply not kept.
  const cache = new LRUCache<string, Buffer>({ max: CACHE_MAX_FILES, maxSize: CACHE_MAX_BYTES, sizeCalculation: (bytes) => Math.max(1, bytes.length) });

  return {
    ...inner,
    async open(db, id): Promise<StoredFile | undefined> {
      const file = await inner.open(db, id);
      if (!file || file.contentType !== 'application/pdf') return file;
      let bytes = cache.get(id);
      if (!bytes) {
        try {
          bytes = (await checkPdf(file.bytes)).bytes;
        } catch {
          // Never hand out a PDF that could not be checked; the admin sees why.
          throw new AppError(422, 'files.unsafe_pdf', unsafePdfMessage);
        }
        cache.set(id, bytes);
      }
      return { ...file, bytes, sizeBytes: bytes.length };
    },
  };
}
