import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { readableOf, verifyingStream, type FileStorage } from './file-storage.js';
import { describeBucket, type S3Settings } from './s3-settings.js';

/** Parts of a multipart upload: S3's smallest, so memory per upload stays one part (a document is at most a few). */
const PART_BYTES = 5 * 1024 * 1024;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // The SDK's default CRC checksums are AWS's own; many S3-compatible servers refuse them. The
    // bytes are checked with SHA-256 here, on the way in and when the move reads them back.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * An S3-compatible bucket. Puts go through lib-storage's Upload: one request for a file up to a
 * part, a multipart upload (aborted on failure, so no partial object is left) above that. The
 * SHA-256 is kept as the object's metadata.
 */
export function s3Storage(settings: S3Settings, client: S3Client = s3Client(settings)): FileStorage {
  const { bucket } = settings;
  return {
    description: describeBucket(settings),

    async put(key, source, details) {
      const verify = verifyingStream(key, details);
      const flowing = pipeline(readableOf(source), verify.stream);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: verify.stream, ContentType: details.contentType, Metadata: { sha256: details.sha256 } },
        partSize: PART_BYTES,
        queueSize: 1,
      });
      try {
        await Promise.all([upload.done(), flowing]);
      } catch (error) {
        // The source is let go of (a file's descriptor closed) whichever side failed.
        verify.stream.destroy();
        throw error;
      }
      try {
        verify.check();
      } catch (error) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
        throw error;
      }
    },

    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, lastModified: object.LastModified ?? new Date(0) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
