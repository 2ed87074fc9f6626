import type { FileStorageSettings } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { filesystemStorage } from './filesystem-storage.js';
import { describeBucket, type S3Settings } from './s3-settings.js';

/** The storage the settings name: a bucket when S3_BUCKET is set, else the folder under DATA_DIR. */
export function openFileStorage(settings: FileStorageSettings): FileStorage {
  return settings.kind === 's3' ? bucketLoadedOnFirstUse(settings) : filesystemStorage(settings.dir);
}

/**
 * The bucket's storage, with the AWS SDK (some 0.7 s to load) loaded by the first call that needs it,
 * not by the start: a site on the filesystem never loads it, and one on S3 starts as fast.
 */
function bucketLoadedOnFirstUse(settings: S3Settings): FileStorage {
  let loaded: Promise<FileStorage> | undefined;
  const bucket = () => (loaded ??= import('./s3-storage.js').then(({ s3Storage }) => s3Storage(settings)));
  return {
    description: describeBucket(settings),
    put: async (key, source, details) => (await bucket()).put(key, source, details),
    get: async (key) => (await bucket()).get(key),
    delete: async (key) => (await bucket()).delete(key),
    async *list() {
      yield* (await bucket()).list();
    },
  };
}
