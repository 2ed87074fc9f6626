import type { FileStorageSettings } from '../../config.js';
import type { FileStorage } from './file-storage.js';
import { filesystemStorage } from './filesystem-storage.js';
import { s3Storage } from './s3-storage.js';

/** The storage the settings name: a bucket when S3_BUCKET is set, else the folder under DATA_DIR. */
export function openFileStorage(settings: FileStorageSettings): FileStorage {
  return settings.kind === 's3' ? s3Storage(settings) : filesystemStorage(settings.dir);
}
