import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable, Transform } from 'node:stream';

/** What a put declares about its bytes; the storage refuses bytes that do not match. */
export interface PutDetails {
  size: number;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

/** The bytes to put: in memory, a stream, or a file on this machine. */
export type PutSource = Buffer | Readable | { path: string };

export interface StoredObject {
  key: string;
  lastModified: Date;
}

/**
 * Where the bytes of uploaded documents live: a folder (filesystem-storage.ts, the default) or an
 * S3-compatible bucket (s3-storage.ts). Keys are made by `newStorageKey`; a key exists only once
 * its bytes are whole (a half-written put leaves no key), and the rows of `stored_files` say which
 * keys are in use: a key no row names is an orphan (orphan-files.ts).
 */
export interface FileStorage {
  /** e.g. `files in /srv/data/files` or `S3 bucket documents at http://minio:9000`. */
  readonly description: string;
  /** Stores the bytes under `key`; rejects with StorageMismatchError when they are not `details`' size and checksum. */
  put(key: string, source: PutSource, details: PutDetails): Promise<void>;
  /** The bytes under `key` as a stream, or undefined when there is no such key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every key, with when it was written. */
  list(): AsyncIterable<StoredObject>;
  /**
   * Removes what puts left half-written before `before` (an instance that died mid-write), where the
   * storage keeps such leftovers apart from keys; answers how many. S3 has none to remove: a failed
   * multipart upload is aborted by lib-storage, and the bucket's lifecycle rule aborts the rest.
   */
  removeUnfinishedWrites?(before: Date): Promise<number>;
}

/** The bytes that arrived were not the ones declared: nothing is kept under the key. */
export class StorageMismatchError extends Error {
  constructor(readonly key: string, what: string) {
    super(`The bytes put under ${key} do not match their ${what}.`);
  }
}

/** A new key, spread over 256 prefixes so no folder of the filesystem storage grows too large. */
export function newStorageKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** Keys as newStorageKey makes them (and nothing a path could escape with). */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * A pass-through that counts and hashes what flows by; `check()` afterwards throws
 * StorageMismatchError unless it was exactly `details`' bytes.
 */
export function verifyingStream(key: string, details: PutDetails) {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > details.size) {
        done(new StorageMismatchError(key, 'declared size'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return {
    stream,
    check() {
      if (size !== details.size) throw new StorageMismatchError(key, 'declared size');
      if (hash.digest('hex') !== details.sha256) throw new StorageMismatchError(key, 'checksum');
    },
  };
}

/** Reads a stream whole (a stored document: at most a few megabytes). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A put's source as a stream. */
export function readableOf(source: PutSource): Readable {
  if (Buffer.isBuffer(source)) return Readable.from([source]);
  if (source instanceof Readable) return source;
  return createReadStream(source.path);
}
